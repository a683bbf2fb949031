/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Hr_ContactInputs */

const en_print_hr_contact = /** @type {(inputs: Print_Hr_ContactInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`HR contact`)
};

/**
* | output |
* | --- |
* | "HR contact" |
*
* @param {Print_Hr_ContactInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_hr_contact = /** @type {((inputs?: Print_Hr_ContactInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Hr_ContactInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_hr_contact", en_print_hr_contact));
