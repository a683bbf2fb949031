/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_OrdersInputs */

const en_help_orders = /** @type {(inputs: Help_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worker orders and their delivery`)
};

/**
* | output |
* | --- |
* | "Worker orders and their delivery" |
*
* @param {Help_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_orders = /** @type {((inputs?: Help_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_orders", en_help_orders));
