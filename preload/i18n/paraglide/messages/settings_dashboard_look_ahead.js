/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_Look_AheadInputs */

const en_settings_dashboard_look_ahead = /** @type {(inputs: Settings_Dashboard_Look_AheadInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`“Starting soon and short” looks ahead (hours)`)
};

/**
* | output |
* | --- |
* | "“Starting soon and short” looks ahead (hours)" |
*
* @param {Settings_Dashboard_Look_AheadInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_look_ahead = /** @type {((inputs?: Settings_Dashboard_Look_AheadInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_Look_AheadInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_dashboard_look_ahead", en_settings_dashboard_look_ahead));
