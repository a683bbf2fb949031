/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SummaryInputs */

const en_settings_profile_summary = /** @type {(inputs: Settings_Profile_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API profile overrides`)
};

const es_settings_profile_summary = /** @type {(inputs: Settings_Profile_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios al perfil de la API`)
};

/**
* | output |
* | --- |
* | "API profile overrides" |
*
* @param {Settings_Profile_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_summary = /** @type {((inputs?: Settings_Profile_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SummaryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_summary, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_summary(inputs)
	return en_settings_profile_summary(inputs)
});