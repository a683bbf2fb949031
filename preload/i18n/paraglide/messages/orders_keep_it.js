/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Orders_Keep_ItInputs */

const en_orders_keep_it = /** @type {(inputs: Orders_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keep it`)
};

const es_orders_keep_it = /** @type {(inputs: Orders_Keep_ItInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Conservarlo`)
};

/**
* | output |
* | --- |
* | "Keep it" |
*
* @param {Orders_Keep_ItInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const orders_keep_it = /** @type {((inputs?: Orders_Keep_ItInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Orders_Keep_ItInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_orders_keep_it, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_orders_keep_it(inputs)
	return en_orders_keep_it(inputs)
});