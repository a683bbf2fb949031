/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_NetworkInputs */

const en_api_error_network = /** @type {(inputs: Api_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server could not be reached.`)
};

const es_api_error_network = /** @type {(inputs: Api_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo contactar con el servidor.`)
};

/**
* | output |
* | --- |
* | "The server could not be reached." |
*
* @param {Api_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_network = /** @type {((inputs?: Api_Error_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_NetworkInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_network, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_network(inputs)
	return en_api_error_network(inputs)
});