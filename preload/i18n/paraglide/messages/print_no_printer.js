/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_PrinterInputs */

const en_print_no_printer = /** @type {(inputs: Print_No_PrinterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No printer is set up on this computer. Add one in the system settings, or use “Save as PDF…” and print the file elsewhere.`)
};

const es_print_no_printer = /** @type {(inputs: Print_No_PrinterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna impresora configurada en esta computadora. Añada una en los ajustes del sistema, o use «Guardar como PDF…» e imprima el archivo en otro lugar.`)
};

/**
* | output |
* | --- |
* | "No printer is set up on this computer. Add one in the system settings, or use “Save as PDF…” and print the file elsewhere." |
*
* @param {Print_No_PrinterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_printer = /** @type {((inputs?: Print_No_PrinterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_PrinterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_no_printer, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_no_printer(inputs)
	return en_print_no_printer(inputs)
});