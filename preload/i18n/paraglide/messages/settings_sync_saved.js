/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_SavedInputs */

const en_settings_sync_saved = /** @type {(inputs: Settings_Sync_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync settings saved.`)
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
export const settings_sync_saved = /** @type {((inputs?: Settings_Sync_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_saved", en_settings_sync_saved));
