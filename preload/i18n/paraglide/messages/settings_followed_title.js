/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_TitleInputs */

const en_settings_followed_title = /** @type {(inputs: Settings_Followed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events and crew`)
};

const es_settings_followed_title = /** @type {(inputs: Settings_Followed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eventos y equipo que sigue`)
};

/**
* | output |
* | --- |
* | "Followed events and crew" |
*
* @param {Settings_Followed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_title = /** @type {((inputs?: Settings_Followed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_title(inputs)
	return en_settings_followed_title(inputs)
});