/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Invalid_Worker_UuidInputs */

const en_api_invalid_worker_uuid = /** @type {(inputs: Api_Invalid_Worker_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a worker UUID.`)
};

const es_api_invalid_worker_uuid = /** @type {(inputs: Api_Invalid_Worker_UuidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No es el UUID de un trabajador.`)
};

/**
* | output |
* | --- |
* | "Not a worker UUID." |
*
* @param {Api_Invalid_Worker_UuidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_invalid_worker_uuid = /** @type {((inputs?: Api_Invalid_Worker_UuidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Invalid_Worker_UuidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_invalid_worker_uuid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_invalid_worker_uuid(inputs)
	return en_api_invalid_worker_uuid(inputs)
});