/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_SavedInputs */

const en_settings_profile_saved = /** @type {(inputs: Settings_Profile_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`API profile overrides saved. They apply from the next request.`)
};

/**
* | output |
* | --- |
* | "API profile overrides saved. They apply from the next request." |
*
* @param {Settings_Profile_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_saved = /** @type {((inputs?: Settings_Profile_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_saved", en_settings_profile_saved));
