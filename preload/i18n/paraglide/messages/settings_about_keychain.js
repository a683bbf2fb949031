/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_KeychainInputs */

const en_settings_about_keychain = /** @type {(inputs: Settings_About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
};

const es_settings_about_keychain = /** @type {(inputs: Settings_About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llavero`)
};

/**
* | output |
* | --- |
* | "Keychain" |
*
* @param {Settings_About_KeychainInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_about_keychain = /** @type {((inputs?: Settings_About_KeychainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_KeychainInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_about_keychain, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_about_keychain(inputs)
	return en_settings_about_keychain(inputs)
});