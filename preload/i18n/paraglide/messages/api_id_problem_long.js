/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ max: NonNullable<unknown> }} Api_Id_Problem_LongInputs */

const en_api_id_problem_long = /** @type {(inputs: Api_Id_Problem_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`is longer than ${i?.max} characters`)
};

const es_api_id_problem_long = /** @type {(inputs: Api_Id_Problem_LongInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`tiene más de ${i?.max} caracteres`)
};

/**
* | output |
* | --- |
* | "is longer than {max} characters" |
*
* @param {Api_Id_Problem_LongInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_long = /** @type {((inputs: Api_Id_Problem_LongInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_LongInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_long, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_long(inputs)
	return en_api_id_problem_long(inputs)
});