/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_SubmitInputs */

const en_settings_alerts_submit = /** @type {(inputs: Settings_Alerts_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save alert settings`)
};

/**
* | output |
* | --- |
* | "Save alert settings" |
*
* @param {Settings_Alerts_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_submit = /** @type {((inputs?: Settings_Alerts_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_SubmitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_submit", en_settings_alerts_submit));
