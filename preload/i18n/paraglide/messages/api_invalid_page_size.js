/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Invalid_Page_SizeInputs */

const en_api_invalid_page_size = /** @type {(inputs: Api_Invalid_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The page size must be between 1 and ${i?.max}.`)
};

const es_api_invalid_page_size = /** @type {(inputs: Api_Invalid_Page_SizeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El tamaño de página debe estar entre 1 y ${i?.max}.`)
};

/**
* | output |
* | --- |
* | "The page size must be between 1 and {max}." |
*
* @param {Api_Invalid_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_page_size = /** @type {((inputs: Api_Invalid_Page_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Page_SizeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_invalid_page_size, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_page_size(inputs)
	return en_api_invalid_page_size(inputs)
});