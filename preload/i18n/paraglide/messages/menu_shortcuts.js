/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_ShortcutsInputs */

const en_menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts`)
};

const es_menu_shortcuts = /** @type {(inputs: Menu_ShortcutsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atajos de teclado`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts" |
*
* @param {Menu_ShortcutsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_shortcuts = /** @type {((inputs?: Menu_ShortcutsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_ShortcutsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_shortcuts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_shortcuts(inputs)
	return en_menu_shortcuts(inputs)
});