/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Menu_SettingsInputs */

const en_menu_settings = /** @type {(inputs: Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Settings…`)
};

const es_menu_settings = /** @type {(inputs: Menu_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ajustes…`)
};

/**
* | output |
* | --- |
* | "Settings…" |
*
* @param {Menu_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const menu_settings = /** @type {((inputs?: Menu_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Menu_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_menu_settings, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_menu_settings(inputs)
	return en_menu_settings(inputs)
});