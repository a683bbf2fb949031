/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Client_OrdersInputs */

const en_api_what_client_orders = /** @type {(inputs: Api_What_Client_OrdersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the orders of client ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the orders of client {id}" |
*
* @param {Api_What_Client_OrdersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_client_orders = /** @type {((inputs: Api_What_Client_OrdersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_OrdersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_client_orders", en_api_what_client_orders));
