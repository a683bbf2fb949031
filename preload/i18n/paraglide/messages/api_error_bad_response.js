/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Bad_ResponseInputs */

const en_api_error_bad_response = /** @type {(inputs: Api_Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server sent an answer the app could not read.`)
};

const es_api_error_bad_response = /** @type {(inputs: Api_Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor envió una respuesta que la aplicación no pudo leer.`)
};

/**
* | output |
* | --- |
* | "The server sent an answer the app could not read." |
*
* @param {Api_Error_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_bad_response = /** @type {((inputs?: Api_Error_Bad_ResponseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Bad_ResponseInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_bad_response, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_bad_response(inputs)
	return en_api_error_bad_response(inputs)
});