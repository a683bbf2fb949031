/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Item_LegendInputs */

const en_orders_item_legend = /** @type {(inputs: Orders_Item_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Item`)
};

const es_orders_item_legend = /** @type {(inputs: Orders_Item_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Artículo`)
};

/**
* | output |
* | --- |
* | "Item" |
*
* @param {Orders_Item_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_item_legend = /** @type {((inputs?: Orders_Item_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Item_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_item_legend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_item_legend(inputs)
	return en_orders_item_legend(inputs)
});