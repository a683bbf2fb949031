/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Theme_SystemInputs */

const en_settings_theme_system = /** @type {(inputs: Settings_Theme_SystemInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Same as the system`)
};

/**
* | output |
* | --- |
* | "Same as the system" |
*
* @param {Settings_Theme_SystemInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_theme_system = /** @type {((inputs?: Settings_Theme_SystemInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Theme_SystemInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_theme_system", en_settings_theme_system));
