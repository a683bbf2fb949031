/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_W4Inputs */

const en_office_form_w4 = /** @type {(inputs: Office_Form_W4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W-4 form`)
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
export const office_form_w4 = /** @type {((inputs?: Office_Form_W4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_W4Inputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_w4", en_office_form_w4));
