/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Choose_PdfInputs */

const en_print_choose_pdf = /** @type {(inputs: Print_Choose_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the browser’s print dialog, choose “Save as PDF” as the printer.`)
};

/**
* | output |
* | --- |
* | "In the browser’s print dialog, choose “Save as PDF” as the printer." |
*
* @param {Print_Choose_PdfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_choose_pdf = /** @type {((inputs?: Print_Choose_PdfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Choose_PdfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_choose_pdf", en_print_choose_pdf));
