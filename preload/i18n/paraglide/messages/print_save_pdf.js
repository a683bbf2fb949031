/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Save_PdfInputs */

const en_print_save_pdf = /** @type {(inputs: Print_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save as PDF…`)
};

/**
* | output |
* | --- |
* | "Save as PDF…" |
*
* @param {Print_Save_PdfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_save_pdf = /** @type {((inputs?: Print_Save_PdfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_PdfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_save_pdf", en_print_save_pdf));
