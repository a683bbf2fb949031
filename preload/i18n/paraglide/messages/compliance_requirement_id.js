/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Requirement_IdInputs */

const en_compliance_requirement_id = /** @type {(inputs: Compliance_Requirement_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requirement id`)
};

const es_compliance_requirement_id = /** @type {(inputs: Compliance_Requirement_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de requisito`)
};

/**
* | output |
* | --- |
* | "Requirement id" |
*
* @param {Compliance_Requirement_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_requirement_id = /** @type {((inputs?: Compliance_Requirement_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Requirement_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_requirement_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_requirement_id(inputs)
	return en_compliance_requirement_id(inputs)
});