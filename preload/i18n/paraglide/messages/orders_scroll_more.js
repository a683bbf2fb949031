/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Scroll_MoreInputs */

const en_orders_scroll_more = /** @type {(inputs: Orders_Scroll_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`scroll for more`)
};

const es_orders_scroll_more = /** @type {(inputs: Orders_Scroll_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desplace para ver más`)
};

/**
* | output |
* | --- |
* | "scroll for more" |
*
* @param {Orders_Scroll_MoreInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_scroll_more = /** @type {((inputs?: Orders_Scroll_MoreInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Scroll_MoreInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_scroll_more, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_scroll_more(inputs)
	return en_orders_scroll_more(inputs)
});