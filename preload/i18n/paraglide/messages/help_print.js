/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_PrintInputs */

const en_help_print = /** @type {(inputs: Help_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print the sheet of this screen (an event’s sign-in sheet)`)
};

const es_help_print = /** @type {(inputs: Help_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir la hoja de esta pantalla (la hoja de firmas de un evento)`)
};

/**
* | output |
* | --- |
* | "Print the sheet of this screen (an event’s sign-in sheet)" |
*
* @param {Help_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_print = /** @type {((inputs?: Help_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_help_print(inputs)
	return en_help_print(inputs)
});