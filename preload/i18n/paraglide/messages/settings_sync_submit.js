/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_SubmitInputs */

const en_settings_sync_submit = /** @type {(inputs: Settings_Sync_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save sync settings`)
};

const es_settings_sync_submit = /** @type {(inputs: Settings_Sync_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Guardar sincronización`)
};

/**
* | output |
* | --- |
* | "Save sync settings" |
*
* @param {Settings_Sync_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_submit = /** @type {((inputs?: Settings_Sync_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_SubmitInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_sync_submit, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sync_submit(inputs)
	return en_settings_sync_submit(inputs)
});