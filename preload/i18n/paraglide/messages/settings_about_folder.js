/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_FolderInputs */

const en_settings_about_folder = /** @type {(inputs: Settings_About_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data folder`)
};

/**
* | output |
* | --- |
* | "Data folder" |
*
* @param {Settings_About_FolderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_about_folder = /** @type {((inputs?: Settings_About_FolderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_FolderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_about_folder", en_settings_about_folder));
