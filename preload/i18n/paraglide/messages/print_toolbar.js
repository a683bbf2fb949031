/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_ToolbarInputs */

const en_print_toolbar = /** @type {(inputs: Print_ToolbarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

const es_print_toolbar = /** @type {(inputs: Print_ToolbarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Print_ToolbarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_toolbar = /** @type {((inputs?: Print_ToolbarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ToolbarInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_toolbar, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_toolbar(inputs)
	return en_print_toolbar(inputs)
});