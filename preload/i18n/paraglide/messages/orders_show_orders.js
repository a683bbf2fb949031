/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Show_OrdersInputs */

const en_orders_show_orders = /** @type {(inputs: Orders_Show_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show orders`)
};

/**
* | output |
* | --- |
* | "Show orders" |
*
* @param {Orders_Show_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_show_orders = /** @type {((inputs?: Orders_Show_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Show_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_show_orders", en_orders_show_orders));
