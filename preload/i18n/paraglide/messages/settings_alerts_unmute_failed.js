/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Alerts_Unmute_FailedInputs */

const en_settings_alerts_unmute_failed = /** @type {(inputs: Settings_Alerts_Unmute_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not unmute: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not unmute: {reason}" |
*
* @param {Settings_Alerts_Unmute_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_unmute_failed = /** @type {((inputs: Settings_Alerts_Unmute_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Unmute_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_unmute_failed", en_settings_alerts_unmute_failed));
