/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ label: NonNullable<unknown> }} Office_Code_LabelInputs */

const en_office_code_label = /** @type {(inputs: Office_Code_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.label} code`)
};

const es_office_code_label = /** @type {(inputs: Office_Code_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Código de ${i?.label}`)
};

/**
* | output |
* | --- |
* | "{label} code" |
*
* @param {Office_Code_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_code_label = /** @type {((inputs: Office_Code_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Code_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_office_code_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_code_label(inputs)
	return en_office_code_label(inputs)
});