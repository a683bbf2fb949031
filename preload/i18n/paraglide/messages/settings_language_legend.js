/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Language_LegendInputs */

const en_settings_language_legend = /** @type {(inputs: Settings_Language_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Language of the app`)
};

const es_settings_language_legend = /** @type {(inputs: Settings_Language_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Idioma de la aplicación`)
};

/**
* | output |
* | --- |
* | "Language of the app" |
*
* @param {Settings_Language_LegendInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_language_legend = /** @type {((inputs?: Settings_Language_LegendInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Language_LegendInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_language_legend, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_language_legend(inputs)
	return en_settings_language_legend(inputs)
});