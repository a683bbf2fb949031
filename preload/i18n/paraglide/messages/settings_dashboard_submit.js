/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Dashboard_SubmitInputs */

const en_settings_dashboard_submit = /** @type {(inputs: Settings_Dashboard_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save dashboard settings`)
};

/**
* | output |
* | --- |
* | "Save dashboard settings" |
*
* @param {Settings_Dashboard_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_dashboard_submit = /** @type {((inputs?: Settings_Dashboard_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Dashboard_SubmitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_dashboard_submit", en_settings_dashboard_submit));
