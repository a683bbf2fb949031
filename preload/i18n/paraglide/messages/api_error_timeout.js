/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_TimeoutInputs */

const en_api_error_timeout = /** @type {(inputs: Api_Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not answer in time.`)
};

const es_api_error_timeout = /** @type {(inputs: Api_Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no respondió a tiempo.`)
};

/**
* | output |
* | --- |
* | "The server did not answer in time." |
*
* @param {Api_Error_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_timeout = /** @type {((inputs?: Api_Error_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_timeout, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_timeout(inputs)
	return en_api_error_timeout(inputs)
});