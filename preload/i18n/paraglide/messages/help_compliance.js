/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_ComplianceInputs */

const en_help_compliance = /** @type {(inputs: Help_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Compliance: change a template requirement`)
};

const es_help_compliance = /** @type {(inputs: Help_ComplianceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requisitos: cambiar un requisito de una plantilla`)
};

/**
* | output |
* | --- |
* | "Compliance: change a template requirement" |
*
* @param {Help_ComplianceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_compliance = /** @type {((inputs?: Help_ComplianceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_ComplianceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_compliance, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_compliance(inputs)
	return en_help_compliance(inputs)
});