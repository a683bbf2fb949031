/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Rate_LimitedInputs */

const en_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy and asked the app to slow down.`)
};

const es_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor está ocupado y pidió a la aplicación que vaya más despacio.`)
};

/**
* | output |
* | --- |
* | "The server is busy and asked the app to slow down." |
*
* @param {Api_Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_rate_limited = /** @type {((inputs?: Api_Error_Rate_LimitedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Rate_LimitedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_rate_limited, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_rate_limited(inputs)
	return en_api_error_rate_limited(inputs)
});