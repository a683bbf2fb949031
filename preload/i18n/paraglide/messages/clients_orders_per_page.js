/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Orders_Per_PageInputs */

const en_clients_orders_per_page = /** @type {(inputs: Clients_Orders_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders per page`)
};

/**
* | output |
* | --- |
* | "Orders per page" |
*
* @param {Clients_Orders_Per_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_orders_per_page = /** @type {((inputs?: Clients_Orders_Per_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Orders_Per_PageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_orders_per_page", en_clients_orders_per_page));
