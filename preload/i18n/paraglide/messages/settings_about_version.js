/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_VersionInputs */

const en_settings_about_version = /** @type {(inputs: Settings_About_VersionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Version`)
};

/**
* | output |
* | --- |
* | "Version" |
*
* @param {Settings_About_VersionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_about_version = /** @type {((inputs?: Settings_About_VersionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_VersionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_about_version", en_settings_about_version));
