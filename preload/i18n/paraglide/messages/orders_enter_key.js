/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Enter_KeyInputs */

const en_orders_enter_key = /** @type {(inputs: Orders_Enter_KeyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the key`)
};

/**
* | output |
* | --- |
* | "Enter the key" |
*
* @param {Orders_Enter_KeyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_enter_key = /** @type {((inputs?: Orders_Enter_KeyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Enter_KeyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_enter_key", en_orders_enter_key));
