/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_HelpInputs */

const en_menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Help`)
};

const es_menu_help = /** @type {(inputs: Menu_HelpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ayuda`)
};

/**
* | output |
* | --- |
* | "Help" |
*
* @param {Menu_HelpInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_help = /** @type {((inputs?: Menu_HelpInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_HelpInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_help, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_help(inputs)
	return en_menu_help(inputs)
});