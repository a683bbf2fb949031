/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Muted_NoneInputs */

const en_settings_alerts_muted_none = /** @type {(inputs: Settings_Alerts_Muted_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None. Mute an event's alerts from its event screen.`)
};

/**
* | output |
* | --- |
* | "None. Mute an event's alerts from its event screen." |
*
* @param {Settings_Alerts_Muted_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_muted_none = /** @type {((inputs?: Settings_Alerts_Muted_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Muted_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_muted_none", en_settings_alerts_muted_none));
