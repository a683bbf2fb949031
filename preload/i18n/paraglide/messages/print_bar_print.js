/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Bar_PrintInputs */

const en_print_bar_print = /** @type {(inputs: Print_Bar_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print…`)
};

const es_print_bar_print = /** @type {(inputs: Print_Bar_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir…`)
};

/**
* | output |
* | --- |
* | "Print…" |
*
* @param {Print_Bar_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_bar_print = /** @type {((inputs?: Print_Bar_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bar_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_bar_print, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_bar_print(inputs)
	return en_print_bar_print(inputs)
});