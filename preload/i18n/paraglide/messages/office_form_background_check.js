/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_Background_CheckInputs */

const en_office_form_background_check = /** @type {(inputs: Office_Form_Background_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Background check`)
};

const es_office_form_background_check = /** @type {(inputs: Office_Form_Background_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verificación de antecedentes`)
};

/**
* | output |
* | --- |
* | "Background check" |
*
* @param {Office_Form_Background_CheckInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_background_check = /** @type {((inputs?: Office_Form_Background_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_Background_CheckInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_background_check, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_background_check(inputs)
	return en_office_form_background_check(inputs)
});