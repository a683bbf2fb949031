/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_DesktopInputs */

const en_settings_alerts_desktop = /** @type {(inputs: Settings_Alerts_DesktopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Desktop notifications`)
};

/**
* | output |
* | --- |
* | "Desktop notifications" |
*
* @param {Settings_Alerts_DesktopInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_desktop = /** @type {((inputs?: Settings_Alerts_DesktopInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_DesktopInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_desktop", en_settings_alerts_desktop));
