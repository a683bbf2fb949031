/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_EveryInputs */

const en_settings_sync_every = /** @type {(inputs: Settings_Sync_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync every (minutes)`)
};

const es_settings_sync_every = /** @type {(inputs: Settings_Sync_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sincronizar cada (minutos)`)
};

/**
* | output |
* | --- |
* | "Sync every (minutes)" |
*
* @param {Settings_Sync_EveryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_every = /** @type {((inputs?: Settings_Sync_EveryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_EveryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_sync_every, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_sync_every(inputs)
	return en_settings_sync_every(inputs)
});