/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_Offer_LetterInputs */

const en_office_form_offer_letter = /** @type {(inputs: Office_Form_Offer_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer letter`)
};

const es_office_form_offer_letter = /** @type {(inputs: Office_Form_Offer_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carta de oferta`)
};

/**
* | output |
* | --- |
* | "Offer letter" |
*
* @param {Office_Form_Offer_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_offer_letter = /** @type {((inputs?: Office_Form_Offer_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_Offer_LetterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_office_form_offer_letter, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_office_form_offer_letter(inputs)
	return en_office_form_offer_letter(inputs)
});