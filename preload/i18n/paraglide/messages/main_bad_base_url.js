/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Bad_Base_UrlInputs */

const en_main_bad_base_url = /** @type {(inputs: Main_Bad_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter an https:// base URL ending in /api/1_12 (http:// only for this computer).`)
};

const es_main_bad_base_url = /** @type {(inputs: Main_Bad_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Escriba una URL base https:// que termine en /api/1_12 (http:// solo para esta computadora).`)
};

/**
* | output |
* | --- |
* | "Enter an https:// base URL ending in /api/1_12 (http:// only for this computer)." |
*
* @param {Main_Bad_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_bad_base_url = /** @type {((inputs?: Main_Bad_Base_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Bad_Base_UrlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_bad_base_url, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_bad_base_url(inputs)
	return en_main_bad_base_url(inputs)
});