/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Settings_Alerts_Unmute_NameInputs */

const en_settings_alerts_unmute_name = /** @type {(inputs: Settings_Alerts_Unmute_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unmute ${i?.name}`)
};

/**
* | output |
* | --- |
* | "Unmute {name}" |
*
* @param {Settings_Alerts_Unmute_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_unmute_name = /** @type {((inputs: Settings_Alerts_Unmute_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Unmute_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_unmute_name", en_settings_alerts_unmute_name));
