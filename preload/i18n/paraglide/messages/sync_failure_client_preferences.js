/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Sync_Failure_Client_PreferencesInputs */

const en_sync_failure_client_preferences = /** @type {(inputs: Sync_Failure_Client_PreferencesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The banned and preferred workers of client ${i?.id}`)
};

/**
* | output |
* | --- |
* | "The banned and preferred workers of client {id}" |
*
* @param {Sync_Failure_Client_PreferencesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const sync_failure_client_preferences = /** @type {((inputs: Sync_Failure_Client_PreferencesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Sync_Failure_Client_PreferencesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("sync_failure_client_preferences", en_sync_failure_client_preferences));
