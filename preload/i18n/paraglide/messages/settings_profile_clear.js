/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_ClearInputs */

const en_settings_profile_clear = /** @type {(inputs: Settings_Profile_ClearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear (use defaults)`)
};

/**
* | output |
* | --- |
* | "Clear (use defaults)" |
*
* @param {Settings_Profile_ClearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_clear = /** @type {((inputs?: Settings_Profile_ClearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_ClearInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_clear", en_settings_profile_clear));
