/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_ControlInputs */

const en_api_id_problem_control = /** @type {(inputs: Api_Id_Problem_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains a control character`)
};

const es_api_id_problem_control = /** @type {(inputs: Api_Id_Problem_ControlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contiene un carácter de control`)
};

/**
* | output |
* | --- |
* | "contains a control character" |
*
* @param {Api_Id_Problem_ControlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_control = /** @type {((inputs?: Api_Id_Problem_ControlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_ControlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_control, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_control(inputs)
	return en_api_id_problem_control(inputs)
});