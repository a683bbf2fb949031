/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SavedInputs */

const en_settings_profile_saved = /** @type {(inputs: Settings_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API profile overrides saved. They apply from the next request.`)
};

const es_settings_profile_saved = /** @type {(inputs: Settings_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios al perfil de la API guardados. Se aplican desde la próxima solicitud.`)
};

/**
* | output |
* | --- |
* | "API profile overrides saved. They apply from the next request." |
*
* @param {Settings_Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_saved = /** @type {((inputs?: Settings_Profile_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_saved(inputs)
	return en_settings_profile_saved(inputs)
});