/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SubmitInputs */

const en_settings_profile_submit = /** @type {(inputs: Settings_Profile_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check and save`)
};

const es_settings_profile_submit = /** @type {(inputs: Settings_Profile_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Comprobar y guardar`)
};

/**
* | output |
* | --- |
* | "Check and save" |
*
* @param {Settings_Profile_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_submit = /** @type {((inputs?: Settings_Profile_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_submit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_submit(inputs)
	return en_settings_profile_submit(inputs)
});