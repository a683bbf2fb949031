/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_CutInputs */

const en_menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cut`)
};

const es_menu_cut = /** @type {(inputs: Menu_CutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cortar`)
};

/**
* | output |
* | --- |
* | "Cut" |
*
* @param {Menu_CutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_cut = /** @type {((inputs?: Menu_CutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_CutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_cut, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_cut(inputs)
	return en_menu_cut(inputs)
});