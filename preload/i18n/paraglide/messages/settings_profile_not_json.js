/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Settings_Profile_Not_JsonInputs */

const en_settings_profile_not_json = /** @type {(inputs: Settings_Profile_Not_JsonInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not valid JSON: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not valid JSON: {reason}" |
*
* @param {Settings_Profile_Not_JsonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_not_json = /** @type {((inputs: Settings_Profile_Not_JsonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Not_JsonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_not_json", en_settings_profile_not_json));
