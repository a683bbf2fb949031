/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paper: NonNullable<unknown> }} Print_Bar_PaperInputs */

const en_print_bar_paper = /** @type {(inputs: Print_Bar_PaperInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paper: ${i?.paper}. To keep a PDF, choose “Save as PDF” as the printer.`)
};

/**
* | output |
* | --- |
* | "Paper: {paper}. To keep a PDF, choose “Save as PDF” as the printer." |
*
* @param {Print_Bar_PaperInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_bar_paper = /** @type {((inputs: Print_Bar_PaperInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bar_PaperInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_bar_paper", en_print_bar_paper));
