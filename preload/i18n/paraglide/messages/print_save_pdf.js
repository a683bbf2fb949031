/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Save_PdfInputs */

const en_print_save_pdf = /** @type {(inputs: Print_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save as PDF…`)
};

const es_print_save_pdf = /** @type {(inputs: Print_Save_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar como PDF…`)
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
export const print_save_pdf = /** @type {((inputs?: Print_Save_PdfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_PdfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_save_pdf, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_save_pdf(inputs)
	return en_print_save_pdf(inputs)
});