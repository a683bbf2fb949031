/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_QuietInputs */

const en_settings_alerts_quiet = /** @type {(inputs: Settings_Alerts_QuietInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours (no desktop notification)`)
};

/**
* | output |
* | --- |
* | "Quiet hours (no desktop notification)" |
*
* @param {Settings_Alerts_QuietInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet = /** @type {((inputs?: Settings_Alerts_QuietInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_QuietInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_quiet", en_settings_alerts_quiet));
