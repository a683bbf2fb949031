/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_PasteInputs */

const en_menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paste`)
};

const es_menu_paste = /** @type {(inputs: Menu_PasteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pegar`)
};

/**
* | output |
* | --- |
* | "Paste" |
*
* @param {Menu_PasteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_paste = /** @type {((inputs?: Menu_PasteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_PasteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_paste, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_paste(inputs)
	return en_menu_paste(inputs)
});