/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SummaryInputs */

const en_settings_profile_summary = /** @type {(inputs: Settings_Profile_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API profile overrides`)
};

/**
* | output |
* | --- |
* | "API profile overrides" |
*
* @param {Settings_Profile_SummaryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_summary = /** @type {((inputs?: Settings_Profile_SummaryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SummaryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_summary", en_settings_profile_summary));
