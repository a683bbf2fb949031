/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_ExportInputs */

const en_settings_disconnect_export = /** @type {(inputs: Settings_Disconnect_ExportInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Export as CSV…`)
};

/**
* | output |
* | --- |
* | "Export as CSV…" |
*
* @param {Settings_Disconnect_ExportInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_export = /** @type {((inputs?: Settings_Disconnect_ExportInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_ExportInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_export", en_settings_disconnect_export));
