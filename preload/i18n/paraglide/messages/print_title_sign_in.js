/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Title_Sign_InInputs */

const en_print_title_sign_in = /** @type {(inputs: Print_Title_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sign-in sheet`)
};

/**
* | output |
* | --- |
* | "Sign-in sheet" |
*
* @param {Print_Title_Sign_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_title_sign_in = /** @type {((inputs?: Print_Title_Sign_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Title_Sign_InInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_title_sign_in", en_print_title_sign_in));
