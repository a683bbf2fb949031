/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Orders_Per_PageInputs */

const en_clients_orders_per_page = /** @type {(inputs: Clients_Orders_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Orders per page`)
};

const es_clients_orders_per_page = /** @type {(inputs: Clients_Orders_Per_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedidos por página`)
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
export const clients_orders_per_page = /** @type {((inputs?: Clients_Orders_Per_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Orders_Per_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_orders_per_page, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_orders_per_page(inputs)
	return en_clients_orders_per_page(inputs)
});