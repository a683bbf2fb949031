/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Sync_TitleInputs */

const en_settings_sync_title = /** @type {(inputs: Settings_Sync_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sync`)
};

/**
* | output |
* | --- |
* | "Sync" |
*
* @param {Settings_Sync_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_sync_title = /** @type {((inputs?: Settings_Sync_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Sync_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_sync_title", en_settings_sync_title));
