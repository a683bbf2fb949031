/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Close_WindowInputs */

const en_menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Close window`)
};

const es_menu_close_window = /** @type {(inputs: Menu_Close_WindowInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cerrar ventana`)
};

/**
* | output |
* | --- |
* | "Close window" |
*
* @param {Menu_Close_WindowInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_close_window = /** @type {((inputs?: Menu_Close_WindowInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Close_WindowInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_close_window, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_close_window(inputs)
	return en_menu_close_window(inputs)
});