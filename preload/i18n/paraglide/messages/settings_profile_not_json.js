/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Profile_Not_JsonInputs */

const en_settings_profile_not_json = /** @type {(inputs: Settings_Profile_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not valid JSON: ${i?.reason}`)
};

const es_settings_profile_not_json = /** @type {(inputs: Settings_Profile_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No es JSON válido: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not valid JSON: {reason}" |
*
* @param {Settings_Profile_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_not_json = /** @type {((inputs: Settings_Profile_Not_JsonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Not_JsonInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_profile_not_json, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_profile_not_json(inputs)
	return en_settings_profile_not_json(inputs)
});