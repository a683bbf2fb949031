/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_PlatformInputs */

const en_settings_about_platform = /** @type {(inputs: Settings_About_PlatformInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platform`)
};

/**
* | output |
* | --- |
* | "Platform" |
*
* @param {Settings_About_PlatformInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_about_platform = /** @type {((inputs?: Settings_About_PlatformInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_PlatformInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_about_platform", en_settings_about_platform));
