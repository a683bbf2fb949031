/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_Not_ModifiedInputs */

const en_api_answer_not_modified = /** @type {(inputs: Api_Answer_Not_ModifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered ${i?.what} with "not modified" to a request that asked for the full answer; nothing was stored.`)
};

const es_api_answer_not_modified = /** @type {(inputs: Api_Answer_Not_ModifiedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor respondió a ${i?.what} con «sin cambios» a una petición que pedía la respuesta completa; no se ha guardado nada.`)
};

/**
* | output |
* | --- |
* | "The server answered {what} with \"not modified\" to a request that asked for the full answer; nothing was stored." |
*
* @param {Api_Answer_Not_ModifiedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_not_modified = /** @type {((inputs: Api_Answer_Not_ModifiedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Not_ModifiedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_answer_not_modified, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_answer_not_modified(inputs)
	return en_api_answer_not_modified(inputs)
});