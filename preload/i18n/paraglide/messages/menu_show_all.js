/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Show_AllInputs */

const en_menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show all`)
};

const es_menu_show_all = /** @type {(inputs: Menu_Show_AllInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar todo`)
};

/**
* | output |
* | --- |
* | "Show all" |
*
* @param {Menu_Show_AllInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_show_all = /** @type {((inputs?: Menu_Show_AllInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Show_AllInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_show_all, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_show_all(inputs)
	return en_menu_show_all(inputs)
});