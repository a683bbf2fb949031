/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_PrintInputs */

const en_menu_print = /** @type {(inputs: Menu_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print…`)
};

const es_menu_print = /** @type {(inputs: Menu_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Imprimir…`)
};

/**
* | output |
* | --- |
* | "Print…" |
*
* @param {Menu_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_print = /** @type {((inputs?: Menu_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PrintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_print, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_print(inputs)
	return en_menu_print(inputs)
});