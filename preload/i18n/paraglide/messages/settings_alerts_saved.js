/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_SavedInputs */

const en_settings_alerts_saved = /** @type {(inputs: Settings_Alerts_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alert settings saved.`)
};

/**
* | output |
* | --- |
* | "Alert settings saved." |
*
* @param {Settings_Alerts_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_saved = /** @type {((inputs?: Settings_Alerts_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_saved", en_settings_alerts_saved));
