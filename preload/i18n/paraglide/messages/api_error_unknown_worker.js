/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Unknown_WorkerInputs */

const en_api_error_unknown_worker = /** @type {(inputs: Api_Error_Unknown_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this worker.`)
};

const es_api_error_unknown_worker = /** @type {(inputs: Api_Error_Unknown_WorkerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no conoce a este trabajador.`)
};

/**
* | output |
* | --- |
* | "The server does not know this worker." |
*
* @param {Api_Error_Unknown_WorkerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_worker = /** @type {((inputs?: Api_Error_Unknown_WorkerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_WorkerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_unknown_worker, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_unknown_worker(inputs)
	return en_api_error_unknown_worker(inputs)
});