/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown> }} Api_Answer_EmptyInputs */

const en_api_answer_empty = /** @type {(inputs: Api_Answer_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server sent an empty answer for ${i?.what}.`)
};

const es_api_answer_empty = /** @type {(inputs: Api_Answer_EmptyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor envió una respuesta vacía para ${i?.what}.`)
};

/**
* | output |
* | --- |
* | "The server sent an empty answer for {what}." |
*
* @param {Api_Answer_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_empty = /** @type {((inputs: Api_Answer_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_answer_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_answer_empty(inputs)
	return en_api_answer_empty(inputs)
});