/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_Force_ReloadInputs */

const en_menu_force_reload = /** @type {(inputs: Menu_Force_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Force reload`)
};

const es_menu_force_reload = /** @type {(inputs: Menu_Force_ReloadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Forzar recarga`)
};

/**
* | output |
* | --- |
* | "Force reload" |
*
* @param {Menu_Force_ReloadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_force_reload = /** @type {((inputs?: Menu_Force_ReloadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_Force_ReloadInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_force_reload, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_force_reload(inputs)
	return en_menu_force_reload(inputs)
});