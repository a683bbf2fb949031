/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Integration_FailedInputs */

const en_api_error_integration_failed = /** @type {(inputs: Api_Error_Integration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server failed while handling that integration.`)
};

const es_api_error_integration_failed = /** @type {(inputs: Api_Error_Integration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor falló al procesar esa integración.`)
};

/**
* | output |
* | --- |
* | "The server failed while handling that integration." |
*
* @param {Api_Error_Integration_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_integration_failed = /** @type {((inputs?: Api_Error_Integration_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Integration_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_integration_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_integration_failed(inputs)
	return en_api_error_integration_failed(inputs)
});