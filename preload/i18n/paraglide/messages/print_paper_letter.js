/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_LetterInputs */

const en_print_paper_letter = /** @type {(inputs: Print_Paper_LetterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Letter`)
};

/**
* | output |
* | --- |
* | "Letter" |
*
* @param {Print_Paper_LetterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_letter = /** @type {((inputs?: Print_Paper_LetterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_LetterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_paper_letter", en_print_paper_letter));
