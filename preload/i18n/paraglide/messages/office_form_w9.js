/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Form_W9Inputs */

const en_office_form_w9 = /** @type {(inputs: Office_Form_W9Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`W-9 form`)
};

/**
* | output |
* | --- |
* | "W-9 form" |
*
* @param {Office_Form_W9Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_form_w9 = /** @type {((inputs?: Office_Form_W9Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Form_W9Inputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_form_w9", en_office_form_w9));
