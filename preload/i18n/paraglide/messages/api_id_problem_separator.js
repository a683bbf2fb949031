/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_SeparatorInputs */

const en_api_id_problem_separator = /** @type {(inputs: Api_Id_Problem_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains /, \\, ? or #`)
};

const es_api_id_problem_separator = /** @type {(inputs: Api_Id_Problem_SeparatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contiene /, \\, ? o #`)
};

/**
* | output |
* | --- |
* | "contains /, \\, ? or #" |
*
* @param {Api_Id_Problem_SeparatorInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_separator = /** @type {((inputs?: Api_Id_Problem_SeparatorInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_SeparatorInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_separator, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_separator(inputs)
	return en_api_id_problem_separator(inputs)
});