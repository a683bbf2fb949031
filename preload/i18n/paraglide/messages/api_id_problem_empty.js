/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_EmptyInputs */

const en_api_id_problem_empty = /** @type {(inputs: Api_Id_Problem_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is empty`)
};

const es_api_id_problem_empty = /** @type {(inputs: Api_Id_Problem_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`está vacío`)
};

/**
* | output |
* | --- |
* | "is empty" |
*
* @param {Api_Id_Problem_EmptyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_empty = /** @type {((inputs?: Api_Id_Problem_EmptyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_EmptyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_empty, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_empty(inputs)
	return en_api_id_problem_empty(inputs)
});