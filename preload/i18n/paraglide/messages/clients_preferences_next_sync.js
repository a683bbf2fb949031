/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Preferences_Next_SyncInputs */

const en_clients_preferences_next_sync = /** @type {(inputs: Clients_Preferences_Next_SyncInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}'s preferences arrive with the next sync.`)
};

const es_clients_preferences_next_sync = /** @type {(inputs: Clients_Preferences_Next_SyncInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Las preferencias de ${i?.client} llegan con la próxima sincronización.`)
};

/**
* | output |
* | --- |
* | "{client}'s preferences arrive with the next sync." |
*
* @param {Clients_Preferences_Next_SyncInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_preferences_next_sync = /** @type {((inputs: Clients_Preferences_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Preferences_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_preferences_next_sync, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_preferences_next_sync(inputs)
	return en_clients_preferences_next_sync(inputs)
});