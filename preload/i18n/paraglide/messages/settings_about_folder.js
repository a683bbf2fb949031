/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_About_FolderInputs */

const en_settings_about_folder = /** @type {(inputs: Settings_About_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Data folder`)
};

const es_settings_about_folder = /** @type {(inputs: Settings_About_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carpeta de datos`)
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
export const settings_about_folder = /** @type {((inputs?: Settings_About_FolderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_About_FolderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_about_folder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_about_folder(inputs)
	return en_settings_about_folder(inputs)
});