/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Office_Copy_SecretInputs */

const en_office_copy_secret = /** @type {(inputs: Office_Copy_SecretInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Copy the secret`)
};

/**
* | output |
* | --- |
* | "Copy the secret" |
*
* @param {Office_Copy_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const office_copy_secret = /** @type {((inputs?: Office_Copy_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Office_Copy_SecretInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("office_copy_secret", en_office_copy_secret));
