/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_PathInputs */

const en_settings_profile_path = /** @type {(inputs: Settings_Profile_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a path starting with /`)
};

const es_settings_profile_path = /** @type {(inputs: Settings_Profile_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`una ruta que empieza por /`)
};

/**
* | output |
* | --- |
* | "a path starting with /" |
*
* @param {Settings_Profile_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_path = /** @type {((inputs?: Settings_Profile_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_PathInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_path, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_path(inputs)
	return en_settings_profile_path(inputs)
});