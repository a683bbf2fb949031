/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Newer_FileInputs */

const en_settings_newer_file = /** @type {(inputs: Settings_Newer_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your settings file was made by a newer version of Field Supervisor, so it was left untouched. This session uses the default settings, and changes made now are not saved.`)
};

const es_settings_newer_file = /** @type {(inputs: Settings_Newer_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Su archivo de ajustes lo creó una versión más reciente de Field Supervisor, así que no se tocó. Esta sesión usa los ajustes predeterminados y los cambios que haga ahora no se guardan.`)
};

/**
* | output |
* | --- |
* | "Your settings file was made by a newer version of Field Supervisor, so it was left untouched. This session uses the default settings, and changes made now ar..." |
*
* @param {Settings_Newer_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_newer_file = /** @type {((inputs?: Settings_Newer_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Newer_FileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_newer_file, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_newer_file(inputs)
	return en_settings_newer_file(inputs)
});