/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, expected: NonNullable<unknown> }} Settings_Profile_EntryInputs */

const en_settings_profile_entry = /** @type {(inputs: Settings_Profile_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" must be ${i?.expected}.`)
};

const es_settings_profile_entry = /** @type {(inputs: Settings_Profile_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`«${i?.name}» debe ser ${i?.expected}.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" must be {expected}." |
*
* @param {Settings_Profile_EntryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_entry = /** @type {((inputs: Settings_Profile_EntryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_EntryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_entry, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_entry(inputs)
	return en_settings_profile_entry(inputs)
});