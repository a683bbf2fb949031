/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_FromInputs */

const en_settings_alerts_quiet_from = /** @type {(inputs: Settings_Alerts_Quiet_FromInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet from`)
};

/**
* | output |
* | --- |
* | "Quiet from" |
*
* @param {Settings_Alerts_Quiet_FromInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_from = /** @type {((inputs?: Settings_Alerts_Quiet_FromInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_FromInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_quiet_from", en_settings_alerts_quiet_from));
