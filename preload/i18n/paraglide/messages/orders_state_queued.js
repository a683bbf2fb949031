/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_QueuedInputs */

const en_orders_state_queued = /** @type {(inputs: Orders_State_QueuedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Queued`)
};

/**
* | output |
* | --- |
* | "Queued" |
*
* @param {Orders_State_QueuedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_queued = /** @type {((inputs?: Orders_State_QueuedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_QueuedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_queued", en_orders_state_queued));
