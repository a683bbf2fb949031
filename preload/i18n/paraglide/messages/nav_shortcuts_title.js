/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_Shortcuts_TitleInputs */

const en_nav_shortcuts_title = /** @type {(inputs: Nav_Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keyboard shortcuts (?)`)
};

const es_nav_shortcuts_title = /** @type {(inputs: Nav_Shortcuts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Atajos de teclado (?)`)
};

/**
* | output |
* | --- |
* | "Keyboard shortcuts (?)" |
*
* @param {Nav_Shortcuts_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_shortcuts_title = /** @type {((inputs?: Nav_Shortcuts_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_Shortcuts_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_shortcuts_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_shortcuts_title(inputs)
	return en_nav_shortcuts_title(inputs)
});