/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_RejectedInputs */

const en_api_error_key_rejected = /** @type {(inputs: Api_Error_Key_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key was rejected as missing or invalid.`)
};

const es_api_error_key_rejected = /** @type {(inputs: Api_Error_Key_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor rechazó la clave de API: falta o no es válida.`)
};

/**
* | output |
* | --- |
* | "The API key was rejected as missing or invalid." |
*
* @param {Api_Error_Key_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_key_rejected = /** @type {((inputs?: Api_Error_Key_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_RejectedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_key_rejected, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_key_rejected(inputs)
	return en_api_error_key_rejected(inputs)
});