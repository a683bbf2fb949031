/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_DotsInputs */

const en_api_id_problem_dots = /** @type {(inputs: Api_Id_Problem_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`is "." or ".."`)
};

const es_api_id_problem_dots = /** @type {(inputs: Api_Id_Problem_DotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`es «.» o «..»`)
};

/**
* | output |
* | --- |
* | "is \".\" or \"..\"" |
*
* @param {Api_Id_Problem_DotsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_dots = /** @type {((inputs?: Api_Id_Problem_DotsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_DotsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_dots, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_dots(inputs)
	return en_api_id_problem_dots(inputs)
});