/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Hide_SecretInputs */

const en_office_hide_secret = /** @type {(inputs: Office_Hide_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`I have copied it: hide it`)
};

/**
* | output |
* | --- |
* | "I have copied it: hide it" |
*
* @param {Office_Hide_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_hide_secret = /** @type {((inputs?: Office_Hide_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Hide_SecretInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_hide_secret", en_office_hide_secret));
