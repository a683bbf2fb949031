/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_ApplicationInputs */

const en_office_form_application = /** @type {(inputs: Office_Form_ApplicationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Application`)
};

/**
* | output |
* | --- |
* | "Application" |
*
* @param {Office_Form_ApplicationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_application = /** @type {((inputs?: Office_Form_ApplicationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_ApplicationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_application", en_office_form_application));
