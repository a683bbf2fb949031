/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_UntilInputs */

const en_settings_alerts_quiet_until = /** @type {(inputs: Settings_Alerts_Quiet_UntilInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet until`)
};

/**
* | output |
* | --- |
* | "Quiet until" |
*
* @param {Settings_Alerts_Quiet_UntilInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_until = /** @type {((inputs?: Settings_Alerts_Quiet_UntilInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_UntilInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_quiet_until", en_settings_alerts_quiet_until));
