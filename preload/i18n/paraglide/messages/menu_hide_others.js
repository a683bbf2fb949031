/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Hide_OthersInputs */

const en_menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hide others`)
};

const es_menu_hide_others = /** @type {(inputs: Menu_Hide_OthersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ocultar otros`)
};

/**
* | output |
* | --- |
* | "Hide others" |
*
* @param {Menu_Hide_OthersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_hide_others = /** @type {((inputs?: Menu_Hide_OthersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Hide_OthersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_hide_others, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_hide_others(inputs)
	return en_menu_hide_others(inputs)
});