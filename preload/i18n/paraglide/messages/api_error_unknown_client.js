/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Unknown_ClientInputs */

const en_api_error_unknown_client = /** @type {(inputs: Api_Error_Unknown_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this client.`)
};

const es_api_error_unknown_client = /** @type {(inputs: Api_Error_Unknown_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no conoce a este cliente.`)
};

/**
* | output |
* | --- |
* | "The server does not know this client." |
*
* @param {Api_Error_Unknown_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_client = /** @type {((inputs?: Api_Error_Unknown_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_ClientInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_unknown_client, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_unknown_client(inputs)
	return en_api_error_unknown_client(inputs)
});