/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Settings_Profile_UnknownInputs */

const en_settings_profile_unknown = /** @type {(inputs: Settings_Profile_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unknown section "${i?.name}": use paths, params, pageSize or orderablesPath.`)
};

/**
* | output |
* | --- |
* | "Unknown section \"{name}\": use paths, params, pageSize or orderablesPath." |
*
* @param {Settings_Profile_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_unknown = /** @type {((inputs: Settings_Profile_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_unknown", en_settings_profile_unknown));
