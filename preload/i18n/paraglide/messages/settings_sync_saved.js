/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_SavedInputs */

const en_settings_sync_saved = /** @type {(inputs: Settings_Sync_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync settings saved.`)
};

const es_settings_sync_saved = /** @type {(inputs: Settings_Sync_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronización guardada.`)
};

/**
* | output |
* | --- |
* | "Sync settings saved." |
*
* @param {Settings_Sync_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_saved = /** @type {((inputs?: Settings_Sync_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_SavedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_sync_saved, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sync_saved(inputs)
	return en_settings_sync_saved(inputs)
});