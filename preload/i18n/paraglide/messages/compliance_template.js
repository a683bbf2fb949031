/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Compliance_TemplateInputs */

const en_compliance_template = /** @type {(inputs: Compliance_TemplateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`template ${i?.id}`)
};

const es_compliance_template = /** @type {(inputs: Compliance_TemplateInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`plantilla ${i?.id}`)
};

/**
* | output |
* | --- |
* | "template {id}" |
*
* @param {Compliance_TemplateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_template = /** @type {((inputs: Compliance_TemplateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_TemplateInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_template, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_template(inputs)
	return en_compliance_template(inputs)
});