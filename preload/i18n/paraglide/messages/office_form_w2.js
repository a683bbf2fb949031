/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_W2Inputs */

const en_office_form_w2 = /** @type {(inputs: Office_Form_W2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W-2 form`)
};

/**
* | output |
* | --- |
* | "W-2 form" |
*
* @param {Office_Form_W2Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_w2 = /** @type {((inputs?: Office_Form_W2Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_W2Inputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_w2", en_office_form_w2));
