/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_What_Orders_PageInputs */

const en_clients_what_orders_page = /** @type {(inputs: Clients_What_Orders_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`this page of ${i?.client}'s orders`)
};

const es_clients_what_orders_page = /** @type {(inputs: Clients_What_Orders_PageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`esta página de pedidos de ${i?.client}`)
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
export const clients_what_orders_page = /** @type {((inputs: Clients_What_Orders_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_What_Orders_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_what_orders_page, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_what_orders_page(inputs)
	return en_clients_what_orders_page(inputs)
});