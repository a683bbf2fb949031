/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_SignatureInputs */

const en_print_col_signature = /** @type {(inputs: Print_Col_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signature`)
};

/**
* | output |
* | --- |
* | "Signature" |
*
* @param {Print_Col_SignatureInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_signature = /** @type {((inputs?: Print_Col_SignatureInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_SignatureInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_signature", en_print_col_signature));
