/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_QuitInputs */

const en_menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quit`)
};

const es_menu_quit = /** @type {(inputs: Menu_QuitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salir`)
};

/**
* | output |
* | --- |
* | "Quit" |
*
* @param {Menu_QuitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_quit = /** @type {((inputs?: Menu_QuitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_QuitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_quit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_quit(inputs)
	return en_menu_quit(inputs)
});