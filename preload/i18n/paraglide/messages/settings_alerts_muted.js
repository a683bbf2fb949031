/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_MutedInputs */

const en_settings_alerts_muted = /** @type {(inputs: Settings_Alerts_MutedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Muted events`)
};

/**
* | output |
* | --- |
* | "Muted events" |
*
* @param {Settings_Alerts_MutedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_muted = /** @type {((inputs?: Settings_Alerts_MutedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_MutedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_muted", en_settings_alerts_muted));
