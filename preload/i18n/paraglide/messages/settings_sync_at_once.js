/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_At_OnceInputs */

const en_settings_sync_at_once = /** @type {(inputs: Settings_Sync_At_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests at once`)
};

const es_settings_sync_at_once = /** @type {(inputs: Settings_Sync_At_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solicitudes a la vez`)
};

/**
* | output |
* | --- |
* | "Requests at once" |
*
* @param {Settings_Sync_At_OnceInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_at_once = /** @type {((inputs?: Settings_Sync_At_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_At_OnceInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_sync_at_once, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sync_at_once(inputs)
	return en_settings_sync_at_once(inputs)
});