/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ what: NonNullable<unknown>, issues: NonNullable<unknown> }} Api_Answer_Bad_ShapeInputs */

const en_api_answer_bad_shape = /** @type {(inputs: Api_Answer_Bad_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server's answer for ${i?.what} has an unexpected shape (${i?.issues}).`)
};

const es_api_answer_bad_shape = /** @type {(inputs: Api_Answer_Bad_ShapeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`La respuesta del servidor para ${i?.what} tiene una forma inesperada (${i?.issues}).`)
};

/**
* | output |
* | --- |
* | "The server's answer for {what} has an unexpected shape ({issues})." |
*
* @param {Api_Answer_Bad_ShapeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_answer_bad_shape = /** @type {((inputs: Api_Answer_Bad_ShapeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Answer_Bad_ShapeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_answer_bad_shape, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_answer_bad_shape(inputs)
	return en_api_answer_bad_shape(inputs)
});