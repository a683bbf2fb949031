/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Ipc_Invalid_RequestInputs */

const en_ipc_invalid_request = /** @type {(inputs: Ipc_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid request.`)
};

const es_ipc_invalid_request = /** @type {(inputs: Ipc_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Petición no válida.`)
};

/**
* | output |
* | --- |
* | "Invalid request." |
*
* @param {Ipc_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_invalid_request = /** @type {((inputs?: Ipc_Invalid_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_RequestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_invalid_request, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_invalid_request(inputs)
	return en_ipc_invalid_request(inputs)
});