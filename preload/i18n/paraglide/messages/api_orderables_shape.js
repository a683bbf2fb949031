/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ issue: NonNullable<unknown> }} Api_Orderables_ShapeInputs */

const en_api_orderables_shape = /** @type {(inputs: Api_Orderables_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The orderables catalogue has an unexpected shape (${i?.issue}).`)
};

const es_api_orderables_shape = /** @type {(inputs: Api_Orderables_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El catálogo de artículos tiene una forma inesperada (${i?.issue}).`)
};

/**
* | output |
* | --- |
* | "The orderables catalogue has an unexpected shape ({issue})." |
*
* @param {Api_Orderables_ShapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_orderables_shape = /** @type {((inputs: Api_Orderables_ShapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Orderables_ShapeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_orderables_shape, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_orderables_shape(inputs)
	return en_api_orderables_shape(inputs)
});