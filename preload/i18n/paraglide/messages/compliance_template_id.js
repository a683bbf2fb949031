/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Template_IdInputs */

const en_compliance_template_id = /** @type {(inputs: Compliance_Template_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Template id`)
};

const es_compliance_template_id = /** @type {(inputs: Compliance_Template_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de plantilla`)
};

/**
* | output |
* | --- |
* | "Template id" |
*
* @param {Compliance_Template_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_template_id = /** @type {((inputs?: Compliance_Template_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Template_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_template_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_template_id(inputs)
	return en_compliance_template_id(inputs)
});