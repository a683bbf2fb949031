/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_OrdersInputs */

const en_print_title_orders = /** @type {(inputs: Print_Title_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders and compliance changes`)
};

/**
* | output |
* | --- |
* | "Orders and compliance changes" |
*
* @param {Print_Title_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_orders = /** @type {((inputs?: Print_Title_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_title_orders", en_print_title_orders));
