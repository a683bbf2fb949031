/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_PageInputs */

const en_api_invalid_page = /** @type {(inputs: Api_Invalid_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The page number must be 1 or more.`)
};

const es_api_invalid_page = /** @type {(inputs: Api_Invalid_PageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El número de página debe ser 1 o más.`)
};

/**
* | output |
* | --- |
* | "The page number must be 1 or more." |
*
* @param {Api_Invalid_PageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_page = /** @type {((inputs?: Api_Invalid_PageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_PageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_invalid_page, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_page(inputs)
	return en_api_invalid_page(inputs)
});