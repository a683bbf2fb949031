/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_State_UnknownInputs */

const en_orders_state_unknown = /** @type {(inputs: Orders_State_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not sure it arrived`)
};

/**
* | output |
* | --- |
* | "Not sure it arrived" |
*
* @param {Orders_State_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_state_unknown = /** @type {((inputs?: Orders_State_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_State_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_state_unknown", en_orders_state_unknown));
