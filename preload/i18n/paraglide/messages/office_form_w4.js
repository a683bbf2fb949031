/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_W4Inputs */

const en_office_form_w4 = /** @type {(inputs: Office_Form_W4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W-4 form`)
};

const es_office_form_w4 = /** @type {(inputs: Office_Form_W4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Formulario W-4`)
};

/**
* | output |
* | --- |
* | "W-4 form" |
*
* @param {Office_Form_W4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_w4 = /** @type {((inputs?: Office_Form_W4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_W4Inputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_w4, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_w4(inputs)
	return en_office_form_w4(inputs)
});