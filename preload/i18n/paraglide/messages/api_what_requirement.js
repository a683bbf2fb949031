/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown> }} Api_What_RequirementInputs */

const en_api_what_requirement = /** @type {(inputs: Api_What_RequirementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`requirement ${i?.item}`)
};

const es_api_what_requirement = /** @type {(inputs: Api_What_RequirementInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`el requisito ${i?.item}`)
};

/**
* | output |
* | --- |
* | "requirement {item}" |
*
* @param {Api_What_RequirementInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_requirement = /** @type {((inputs: Api_What_RequirementInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_RequirementInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_requirement, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_requirement(inputs)
	return en_api_what_requirement(inputs)
});