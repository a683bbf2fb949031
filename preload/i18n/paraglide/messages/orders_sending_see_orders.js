/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Sending_See_OrdersInputs */

const en_orders_sending_see_orders = /** @type {(inputs: Orders_Sending_See_OrdersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sending now; the Orders screen shows when the server has it.`)
};

/**
* | output |
* | --- |
* | "Sending now; the Orders screen shows when the server has it." |
*
* @param {Orders_Sending_See_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_sending_see_orders = /** @type {((inputs?: Orders_Sending_See_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Sending_See_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("orders_sending_see_orders", en_orders_sending_see_orders));
