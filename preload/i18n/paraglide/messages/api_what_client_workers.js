/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Client_WorkersInputs */

const en_api_what_client_workers = /** @type {(inputs: Api_What_Client_WorkersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the workers of client ${i?.id}`)
};

const es_api_what_client_workers = /** @type {(inputs: Api_What_Client_WorkersInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`los trabajadores del cliente ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the workers of client {id}" |
*
* @param {Api_What_Client_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_client_workers = /** @type {((inputs: Api_What_Client_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_WorkersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_client_workers, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_client_workers(inputs)
	return en_api_what_client_workers(inputs)
});