/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_TitleInputs */

const en_settings_sync_title = /** @type {(inputs: Settings_Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync`)
};

const es_settings_sync_title = /** @type {(inputs: Settings_Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización`)
};

/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Settings_Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_title = /** @type {((inputs?: Settings_Sync_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_sync_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sync_title(inputs)
	return en_settings_sync_title(inputs)
});