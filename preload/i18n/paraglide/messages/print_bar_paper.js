/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ paper: NonNullable<unknown> }} Print_Bar_PaperInputs */

const en_print_bar_paper = /** @type {(inputs: Print_Bar_PaperInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Paper: ${i?.paper}. To keep a PDF, choose “Save as PDF” as the printer.`)
};

const es_print_bar_paper = /** @type {(inputs: Print_Bar_PaperInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Papel: ${i?.paper}. Para guardar un PDF, elija «Guardar como PDF» como impresora.`)
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
export const print_bar_paper = /** @type {((inputs: Print_Bar_PaperInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bar_PaperInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_bar_paper, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_bar_paper(inputs)
	return en_print_bar_paper(inputs)
});