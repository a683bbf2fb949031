/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Menu_Quit_AppInputs */

const en_menu_quit_app = /** @type {(inputs: Menu_Quit_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Quit ${i?.name}`)
};

const es_menu_quit_app = /** @type {(inputs: Menu_Quit_AppInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Salir de ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Quit {name}" |
*
* @param {Menu_Quit_AppInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_quit_app = /** @type {((inputs: Menu_Quit_AppInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Quit_AppInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_quit_app, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_quit_app(inputs)
	return en_menu_quit_app(inputs)
});