/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_At_OnceInputs */

const en_settings_sync_at_once = /** @type {(inputs: Settings_Sync_At_OnceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Requests at once`)
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
export const settings_sync_at_once = /** @type {((inputs?: Settings_Sync_At_OnceInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_At_OnceInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_at_once", en_settings_sync_at_once));
