/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Search_ItemsInputs */

const en_orders_search_items = /** @type {(inputs: Orders_Search_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search items`)
};

const es_orders_search_items = /** @type {(inputs: Orders_Search_ItemsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar artículos`)
};

/**
* | output |
* | --- |
* | "Search items" |
*
* @param {Orders_Search_ItemsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_search_items = /** @type {((inputs?: Orders_Search_ItemsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Search_ItemsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_search_items, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_search_items(inputs)
	return en_orders_search_items(inputs)
});