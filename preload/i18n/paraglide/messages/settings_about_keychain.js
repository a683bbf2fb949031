/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_KeychainInputs */

const en_settings_about_keychain = /** @type {(inputs: Settings_About_KeychainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keychain`)
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
export const settings_about_keychain = /** @type {((inputs?: Settings_About_KeychainInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_KeychainInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_about_keychain", en_settings_about_keychain));
