/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_Offer_LetterInputs */

const en_office_form_offer_letter = /** @type {(inputs: Office_Form_Offer_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offer letter`)
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
export const office_form_offer_letter = /** @type {((inputs?: Office_Form_Offer_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_Offer_LetterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_offer_letter", en_office_form_offer_letter));
