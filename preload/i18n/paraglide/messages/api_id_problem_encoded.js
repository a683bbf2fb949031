/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_Problem_EncodedInputs */

const en_api_id_problem_encoded = /** @type {(inputs: Api_Id_Problem_EncodedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contains a percent-encoded separator`)
};

const es_api_id_problem_encoded = /** @type {(inputs: Api_Id_Problem_EncodedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`contiene un separador codificado con %`)
};

/**
* | output |
* | --- |
* | "contains a percent-encoded separator" |
*
* @param {Api_Id_Problem_EncodedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_problem_encoded = /** @type {((inputs?: Api_Id_Problem_EncodedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_Problem_EncodedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_problem_encoded, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_problem_encoded(inputs)
	return en_api_id_problem_encoded(inputs)
});