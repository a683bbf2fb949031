/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_LabelInputs */

const en_settings_profile_label = /** @type {(inputs: Settings_Profile_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overrides (JSON)`)
};

/**
* | output |
* | --- |
* | "Overrides (JSON)" |
*
* @param {Settings_Profile_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_label = /** @type {((inputs?: Settings_Profile_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_LabelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_label", en_settings_profile_label));
