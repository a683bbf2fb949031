/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_Change_CrewInputs */

const en_settings_followed_change_crew = /** @type {(inputs: Settings_Followed_Change_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change crew…`)
};

const es_settings_followed_change_crew = /** @type {(inputs: Settings_Followed_Change_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar equipo…`)
};

/**
* | output |
* | --- |
* | "Change crew…" |
*
* @param {Settings_Followed_Change_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_change_crew = /** @type {((inputs?: Settings_Followed_Change_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_Change_CrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_change_crew, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_change_crew(inputs)
	return en_settings_followed_change_crew(inputs)
});