/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_ClearInputs */

const en_settings_profile_clear = /** @type {(inputs: Settings_Profile_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear (use defaults)`)
};

const es_settings_profile_clear = /** @type {(inputs: Settings_Profile_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vaciar (usar los habituales)`)
};

/**
* | output |
* | --- |
* | "Clear (use defaults)" |
*
* @param {Settings_Profile_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_clear = /** @type {((inputs?: Settings_Profile_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_ClearInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_clear, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_clear(inputs)
	return en_settings_profile_clear(inputs)
});