/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_SubmitInputs */

const en_settings_sync_submit = /** @type {(inputs: Settings_Sync_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save sync settings`)
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
export const settings_sync_submit = /** @type {((inputs?: Settings_Sync_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_SubmitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_submit", en_settings_sync_submit));
