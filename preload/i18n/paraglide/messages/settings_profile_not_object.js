/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ example: NonNullable<unknown> }} Settings_Profile_Not_ObjectInputs */

const en_settings_profile_not_object = /** @type {(inputs: Settings_Profile_Not_ObjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The overrides must be one JSON object, e.g. ${i?.example}.`)
};

/**
* | output |
* | --- |
* | "The overrides must be one JSON object, e.g. {example}." |
*
* @param {Settings_Profile_Not_ObjectInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_not_object = /** @type {((inputs: Settings_Profile_Not_ObjectInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Not_ObjectInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_not_object", en_settings_profile_not_object));
