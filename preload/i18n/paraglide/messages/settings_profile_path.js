/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_PathInputs */

const en_settings_profile_path = /** @type {(inputs: Settings_Profile_PathInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a path starting with /`)
};

/**
* | output |
* | --- |
* | "a path starting with /" |
*
* @param {Settings_Profile_PathInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_path = /** @type {((inputs?: Settings_Profile_PathInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_PathInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_path", en_settings_profile_path));
