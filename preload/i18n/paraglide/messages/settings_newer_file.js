/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Newer_FileInputs */

const en_settings_newer_file = /** @type {(inputs: Settings_Newer_FileInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your settings file was made by a newer version of Field Supervisor, so it was left untouched. This session uses the default settings, and changes made now are not saved.`)
};

/**
* | output |
* | --- |
* | "Your settings file was made by a newer version of Field Supervisor, so it was left untouched. This session uses the default settings, and changes made now ar..." |
*
* @param {Settings_Newer_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_newer_file = /** @type {((inputs?: Settings_Newer_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Newer_FileInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_newer_file", en_settings_newer_file));
