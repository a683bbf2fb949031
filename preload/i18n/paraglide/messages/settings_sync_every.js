/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_EveryInputs */

const en_settings_sync_every = /** @type {(inputs: Settings_Sync_EveryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync every (minutes)`)
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
export const settings_sync_every = /** @type {((inputs?: Settings_Sync_EveryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_EveryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_every", en_settings_sync_every));
