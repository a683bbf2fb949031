/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Orders_NoneInputs */

const en_print_orders_none = /** @type {(inputs: Print_Orders_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No worker orders or compliance changes on this computer.`)
};

/**
* | output |
* | --- |
* | "No worker orders or compliance changes on this computer." |
*
* @param {Print_Orders_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_orders_none = /** @type {((inputs?: Print_Orders_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Orders_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_orders_none", en_print_orders_none));
