/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_SavedInputs */

const en_settings_dashboard_saved = /** @type {(inputs: Settings_Dashboard_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard settings saved.`)
};

/**
* | output |
* | --- |
* | "Dashboard settings saved." |
*
* @param {Settings_Dashboard_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_saved = /** @type {((inputs?: Settings_Dashboard_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_dashboard_saved", en_settings_dashboard_saved));
