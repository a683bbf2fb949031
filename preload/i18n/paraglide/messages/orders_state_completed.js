/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_CompletedInputs */

const en_orders_state_completed = /** @type {(inputs: Orders_State_CompletedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Completed`)
};

/**
* | output |
* | --- |
* | "Completed" |
*
* @param {Orders_State_CompletedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_completed = /** @type {((inputs?: Orders_State_CompletedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_CompletedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_completed", en_orders_state_completed));
