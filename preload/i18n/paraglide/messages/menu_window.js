/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_WindowInputs */

const en_menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Window`)
};

const es_menu_window = /** @type {(inputs: Menu_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ventana`)
};

/**
* | output |
* | --- |
* | "Window" |
*
* @param {Menu_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_window = /** @type {((inputs?: Menu_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_window, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_window(inputs)
	return en_menu_window(inputs)
});