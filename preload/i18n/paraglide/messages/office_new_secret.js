/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_New_SecretInputs */

const en_office_new_secret = /** @type {(inputs: Office_New_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New secret`)
};

/**
* | output |
* | --- |
* | "New secret" |
*
* @param {Office_New_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_new_secret = /** @type {((inputs?: Office_New_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_New_SecretInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_new_secret", en_office_new_secret));
