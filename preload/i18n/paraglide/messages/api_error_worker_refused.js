/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Worker_RefusedInputs */

const en_api_error_worker_refused = /** @type {(inputs: Api_Error_Worker_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the worker request.`)
};

const es_api_error_worker_refused = /** @type {(inputs: Api_Error_Worker_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor rechazó la solicitud sobre el trabajador.`)
};

/**
* | output |
* | --- |
* | "The server refused the worker request." |
*
* @param {Api_Error_Worker_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_worker_refused = /** @type {((inputs?: Api_Error_Worker_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Worker_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_worker_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_worker_refused(inputs)
	return en_api_error_worker_refused(inputs)
});