/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sections: NonNullable<unknown> }} Settings_Profile_IntroInputs */

const en_settings_profile_intro = /** @type {(inputs: Settings_Profile_IntroInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Only for a server whose paths or parameter names differ from the defaults. JSON with any of ${i?.sections}; leave empty for the defaults.`)
};

/**
* | output |
* | --- |
* | "Only for a server whose paths or parameter names differ from the defaults. JSON with any of {sections}; leave empty for the defaults." |
*
* @param {Settings_Profile_IntroInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_intro = /** @type {((inputs: Settings_Profile_IntroInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_IntroInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_intro", en_settings_profile_intro));
