/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown>, issue: NonNullable<unknown> }} Ipc_Invalid_Request_AtInputs */

const en_ipc_invalid_request_at = /** @type {(inputs: Ipc_Invalid_Request_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Invalid request at ${i?.where}: ${i?.issue}`)
};

const es_ipc_invalid_request_at = /** @type {(inputs: Ipc_Invalid_Request_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Petición no válida en ${i?.where}: ${i?.issue}`)
};

/**
* | output |
* | --- |
* | "Invalid request at {where}: {issue}" |
*
* @param {Ipc_Invalid_Request_AtInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const ipc_invalid_request_at = /** @type {((inputs: Ipc_Invalid_Request_AtInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Ipc_Invalid_Request_AtInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_ipc_invalid_request_at, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_ipc_invalid_request_at(inputs)
	return en_ipc_invalid_request_at(inputs)
});