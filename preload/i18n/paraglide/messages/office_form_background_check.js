/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_Background_CheckInputs */

const en_office_form_background_check = /** @type {(inputs: Office_Form_Background_CheckInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Background check`)
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
export const office_form_background_check = /** @type {((inputs?: Office_Form_Background_CheckInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_Background_CheckInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_background_check", en_office_form_background_check));
