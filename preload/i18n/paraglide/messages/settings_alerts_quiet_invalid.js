/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_InvalidInputs */

const en_settings_alerts_quiet_invalid = /** @type {(inputs: Settings_Alerts_Quiet_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter quiet hours as times, such as 22:00.`)
};

/**
* | output |
* | --- |
* | "Enter quiet hours as times, such as 22:00." |
*
* @param {Settings_Alerts_Quiet_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_invalid = /** @type {((inputs?: Settings_Alerts_Quiet_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_InvalidInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_quiet_invalid", en_settings_alerts_quiet_invalid));
