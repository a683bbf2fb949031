/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_LabelInputs */

const en_settings_profile_label = /** @type {(inputs: Settings_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overrides (JSON)`)
};

const es_settings_profile_label = /** @type {(inputs: Settings_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambios (JSON)`)
};

/**
* | output |
* | --- |
* | "Overrides (JSON)" |
*
* @param {Settings_Profile_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_label = /** @type {((inputs?: Settings_Profile_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_label(inputs)
	return en_settings_profile_label(inputs)
});