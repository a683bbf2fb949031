/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_RequestInputs */

const en_api_error_invalid_request = /** @type {(inputs: Api_Error_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the request.`)
};

const es_api_error_invalid_request = /** @type {(inputs: Api_Error_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor rechazó la solicitud.`)
};

/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Api_Error_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_request = /** @type {((inputs?: Api_Error_Invalid_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_invalid_request, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_invalid_request(inputs)
	return en_api_error_invalid_request(inputs)
});