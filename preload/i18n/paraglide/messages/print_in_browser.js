/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_In_BrowserInputs */

const en_print_in_browser = /** @type {(inputs: Print_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printing here goes through the browser’s own print.`)
};

const es_print_in_browser = /** @type {(inputs: Print_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aquí se imprime con la impresión del propio navegador.`)
};

/**
* | output |
* | --- |
* | "Printing here goes through the browser’s own print." |
*
* @param {Print_In_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_in_browser = /** @type {((inputs?: Print_In_BrowserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_In_BrowserInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_in_browser, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_in_browser(inputs)
	return en_print_in_browser(inputs)
});