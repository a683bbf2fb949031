/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Theme_SystemInputs */

const en_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the system`)
};

const es_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El del sistema`)
};

/**
* | output |
* | --- |
* | "Same as the system" |
*
* @param {Settings_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_theme_system = /** @type {((inputs?: Settings_Theme_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Theme_SystemInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_theme_system, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_theme_system(inputs)
	return en_settings_theme_system(inputs)
});