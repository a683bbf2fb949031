/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_RequirementInputs */

const en_api_id_requirement = /** @type {(inputs: Api_Id_RequirementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The requirement id`)
};

const es_api_id_requirement = /** @type {(inputs: Api_Id_RequirementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID del requisito`)
};

/**
* | output |
* | --- |
* | "The requirement id" |
*
* @param {Api_Id_RequirementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_requirement = /** @type {((inputs?: Api_Id_RequirementInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_RequirementInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_requirement, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_requirement(inputs)
	return en_api_id_requirement(inputs)
});