/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Search_ExampleInputs */

const en_orders_search_example = /** @type {(inputs: Orders_Search_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`e.g. jacket`)
};

const es_orders_search_example = /** @type {(inputs: Orders_Search_ExampleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`p. ej., chaqueta`)
};

/**
* | output |
* | --- |
* | "e.g. jacket" |
*
* @param {Orders_Search_ExampleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_search_example = /** @type {((inputs?: Orders_Search_ExampleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Search_ExampleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_search_example, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_search_example(inputs)
	return en_orders_search_example(inputs)
});