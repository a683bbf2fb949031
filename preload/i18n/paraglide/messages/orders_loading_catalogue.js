/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Loading_CatalogueInputs */

const en_orders_loading_catalogue = /** @type {(inputs: Orders_Loading_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Loading the stored catalogue…`)
};

const es_orders_loading_catalogue = /** @type {(inputs: Orders_Loading_CatalogueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cargando el catálogo guardado…`)
};

/**
* | output |
* | --- |
* | "Loading the stored catalogue…" |
*
* @param {Orders_Loading_CatalogueInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_loading_catalogue = /** @type {((inputs?: Orders_Loading_CatalogueInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Loading_CatalogueInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_loading_catalogue, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_loading_catalogue(inputs)
	return en_orders_loading_catalogue(inputs)
});