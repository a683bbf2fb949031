/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Alerts_Minutes_AheadInputs */

const en_settings_alerts_minutes_ahead = /** @type {(inputs: Settings_Alerts_Minutes_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announce a short shift this many minutes ahead`)
};

/**
* | output |
* | --- |
* | "Announce a short shift this many minutes ahead" |
*
* @param {Settings_Alerts_Minutes_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_alerts_minutes_ahead = /** @type {((inputs?: Settings_Alerts_Minutes_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Alerts_Minutes_AheadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_alerts_minutes_ahead", en_settings_alerts_minutes_ahead));
