/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SubmitInputs */

const en_settings_profile_submit = /** @type {(inputs: Settings_Profile_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check and save`)
};

/**
* | output |
* | --- |
* | "Check and save" |
*
* @param {Settings_Profile_SubmitInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_submit = /** @type {((inputs?: Settings_Profile_SubmitInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SubmitInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_submit", en_settings_profile_submit));
