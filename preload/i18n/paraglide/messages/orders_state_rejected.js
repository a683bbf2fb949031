/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_RejectedInputs */

const en_orders_state_rejected = /** @type {(inputs: Orders_State_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected`)
};

/**
* | output |
* | --- |
* | "Rejected" |
*
* @param {Orders_State_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_rejected = /** @type {((inputs?: Orders_State_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_rejected", en_orders_state_rejected));
