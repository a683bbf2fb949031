/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Quiet_SameInputs */

const en_settings_alerts_quiet_same = /** @type {(inputs: Settings_Alerts_Quiet_SameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Quiet hours need a different start and end.`)
};

/**
* | output |
* | --- |
* | "Quiet hours need a different start and end." |
*
* @param {Settings_Alerts_Quiet_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_quiet_same = /** @type {((inputs?: Settings_Alerts_Quiet_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Quiet_SameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_quiet_same", en_settings_alerts_quiet_same));
