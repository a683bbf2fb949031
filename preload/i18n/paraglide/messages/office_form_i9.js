/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_I9Inputs */

const en_office_form_i9 = /** @type {(inputs: Office_Form_I9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I-9 form`)
};

const es_office_form_i9 = /** @type {(inputs: Office_Form_I9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario I-9`)
};

/**
* | output |
* | --- |
* | "I-9 form" |
*
* @param {Office_Form_I9Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_i9 = /** @type {((inputs?: Office_Form_I9Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_I9Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_i9, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_i9(inputs)
	return en_office_form_i9(inputs)
});