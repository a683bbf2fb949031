/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Choose_PdfInputs */

const en_print_choose_pdf = /** @type {(inputs: Print_Choose_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In the browser’s print dialog, choose “Save as PDF” as the printer.`)
};

const es_print_choose_pdf = /** @type {(inputs: Print_Choose_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En el diálogo de impresión del navegador, elija «Guardar como PDF» como impresora.`)
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
export const print_choose_pdf = /** @type {((inputs?: Print_Choose_PdfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Choose_PdfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_choose_pdf, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_choose_pdf(inputs)
	return en_print_choose_pdf(inputs)
});