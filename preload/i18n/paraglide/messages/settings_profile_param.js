/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_ParamInputs */

const en_settings_profile_param = /** @type {(inputs: Settings_Profile_ParamInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a non-empty name`)
};

/**
* | output |
* | --- |
* | "a non-empty name" |
*
* @param {Settings_Profile_ParamInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_param = /** @type {((inputs?: Settings_Profile_ParamInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_ParamInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_param", en_settings_profile_param));
