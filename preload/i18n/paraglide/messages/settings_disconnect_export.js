/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ExportInputs */

const en_settings_disconnect_export = /** @type {(inputs: Settings_Disconnect_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export as CSV…`)
};

const es_settings_disconnect_export = /** @type {(inputs: Settings_Disconnect_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Exportar CSV…`)
};

/**
* | output |
* | --- |
* | "Export as CSV…" |
*
* @param {Settings_Disconnect_ExportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_export = /** @type {((inputs?: Settings_Disconnect_ExportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ExportInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_export, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_export(inputs)
	return en_settings_disconnect_export(inputs)
});