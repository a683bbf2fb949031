/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown>, problem: NonNullable<unknown> }} Api_Refused_Unsafe_IdInputs */

const en_api_refused_unsafe_id = /** @type {(inputs: Api_Refused_Unsafe_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} in the address ${i?.problem}: refused before sending.`)
};

const es_api_refused_unsafe_id = /** @type {(inputs: Api_Refused_Unsafe_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.id} en la dirección ${i?.problem}: rechazado antes de enviar.`)
};

/**
* | output |
* | --- |
* | "{id} in the address {problem}: refused before sending." |
*
* @param {Api_Refused_Unsafe_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_refused_unsafe_id = /** @type {((inputs: Api_Refused_Unsafe_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Refused_Unsafe_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_refused_unsafe_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_refused_unsafe_id(inputs)
	return en_api_refused_unsafe_id(inputs)
});