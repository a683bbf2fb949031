/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_No_CatalogueInputs */

const en_orders_no_catalogue = /** @type {(inputs: Orders_No_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No items are stored yet: the catalogue arrives with the next sync. Sync, then place the order again.`)
};

const es_orders_no_catalogue = /** @type {(inputs: Orders_No_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Todavía no hay artículos guardados: el catálogo llega con la próxima sincronización. Sincronice y vuelva a hacer el pedido.`)
};

/**
* | output |
* | --- |
* | "No items are stored yet: the catalogue arrives with the next sync. Sync, then place the order again." |
*
* @param {Orders_No_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_catalogue = /** @type {((inputs?: Orders_No_CatalogueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_CatalogueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_no_catalogue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_no_catalogue(inputs)
	return en_orders_no_catalogue(inputs)
});