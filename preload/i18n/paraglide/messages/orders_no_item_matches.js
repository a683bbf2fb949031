/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filter: NonNullable<unknown> }} Orders_No_Item_MatchesInputs */

const en_orders_no_item_matches = /** @type {(inputs: Orders_No_Item_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No item matches “${i?.filter}”.`)
};

const es_orders_no_item_matches = /** @type {(inputs: Orders_No_Item_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ningún artículo coincide con «${i?.filter}».`)
};

/**
* | output |
* | --- |
* | "No item matches “{filter}”." |
*
* @param {Orders_No_Item_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_no_item_matches = /** @type {((inputs: Orders_No_Item_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_No_Item_MatchesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_no_item_matches, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_no_item_matches(inputs)
	return en_orders_no_item_matches(inputs)
});