/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_ServerInputs */

const en_api_error_server = /** @type {(inputs: Api_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server had a problem of its own.`)
};

const es_api_error_server = /** @type {(inputs: Api_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor tuvo un problema interno.`)
};

/**
* | output |
* | --- |
* | "The server had a problem of its own." |
*
* @param {Api_Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_server = /** @type {((inputs?: Api_Error_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_ServerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_server, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_server(inputs)
	return en_api_error_server(inputs)
});