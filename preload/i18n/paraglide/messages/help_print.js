/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_PrintInputs */

const en_help_print = /** @type {(inputs: Help_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print or save as PDF the sheet of this screen (an event’s sign-in sheet, the day roster, the orders list)`)
};

const es_help_print = /** @type {(inputs: Help_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir o guardar como PDF la hoja de esta pantalla (la hoja de firmas de un evento, la lista del día, la lista de pedidos)`)
};

/**
* | output |
* | --- |
* | "Print or save as PDF the sheet of this screen (an event’s sign-in sheet, the day roster, the orders list)" |
*
* @param {Help_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_print = /** @type {((inputs?: Help_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_help_print, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_print(inputs)
	return en_help_print(inputs)
});