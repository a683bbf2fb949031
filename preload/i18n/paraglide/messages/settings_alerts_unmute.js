/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_UnmuteInputs */

const en_settings_alerts_unmute = /** @type {(inputs: Settings_Alerts_UnmuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unmute`)
};

/**
* | output |
* | --- |
* | "Unmute" |
*
* @param {Settings_Alerts_UnmuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_unmute = /** @type {((inputs?: Settings_Alerts_UnmuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_UnmuteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_unmute", en_settings_alerts_unmute));
