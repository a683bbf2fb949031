/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_Unknown_FieldInputs */

const en_api_invalid_unknown_field = /** @type {(inputs: Api_Invalid_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`unknown field`)
};

const es_api_invalid_unknown_field = /** @type {(inputs: Api_Invalid_Unknown_FieldInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`campo desconocido`)
};

/**
* | output |
* | --- |
* | "unknown field" |
*
* @param {Api_Invalid_Unknown_FieldInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_unknown_field = /** @type {((inputs?: Api_Invalid_Unknown_FieldInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Unknown_FieldInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_invalid_unknown_field, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_unknown_field(inputs)
	return en_api_invalid_unknown_field(inputs)
});