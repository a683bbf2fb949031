/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_ParamInputs */

const en_settings_profile_param = /** @type {(inputs: Settings_Profile_ParamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a non-empty name`)
};

const es_settings_profile_param = /** @type {(inputs: Settings_Profile_ParamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`un nombre no vacío`)
};

/**
* | output |
* | --- |
* | "a non-empty name" |
*
* @param {Settings_Profile_ParamInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_param = /** @type {((inputs?: Settings_Profile_ParamInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_ParamInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_param, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_param(inputs)
	return en_settings_profile_param(inputs)
});