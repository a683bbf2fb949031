/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_What_Orders_PageInputs */

const en_clients_what_orders_page = /** @type {(inputs: Clients_What_Orders_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this page of ${i?.client}'s orders`)
};

/**
* | output |
* | --- |
* | "this page of {client}'s orders" |
*
* @param {Clients_What_Orders_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_what_orders_page = /** @type {((inputs: Clients_What_Orders_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_What_Orders_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_what_orders_page", en_clients_what_orders_page));
