/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ value: NonNullable<unknown> }} Compliance_Change_RequiredInputs */

const en_compliance_change_required = /** @type {(inputs: Compliance_Change_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`required → ${i?.value}`)
};

const es_compliance_change_required = /** @type {(inputs: Compliance_Change_RequiredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`obligatorio → ${i?.value}`)
};

/**
* | output |
* | --- |
* | "required → {value}" |
*
* @param {Compliance_Change_RequiredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_change_required = /** @type {((inputs: Compliance_Change_RequiredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Change_RequiredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_compliance_change_required, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_compliance_change_required(inputs)
	return en_compliance_change_required(inputs)
});