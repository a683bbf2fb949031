/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ client: NonNullable<unknown> }} Clients_Preferences_Next_SyncInputs */

const en_clients_preferences_next_sync = /** @type {(inputs: Clients_Preferences_Next_SyncInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.client}'s preferences arrive with the next sync.`)
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
export const clients_preferences_next_sync = /** @type {((inputs: Clients_Preferences_Next_SyncInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Preferences_Next_SyncInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_preferences_next_sync", en_clients_preferences_next_sync));
