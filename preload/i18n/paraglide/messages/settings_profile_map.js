/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, expected: NonNullable<unknown> }} Settings_Profile_MapInputs */

const en_settings_profile_map = /** @type {(inputs: Settings_Profile_MapInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" must be an object of names to ${i?.expected}.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" must be an object of names to {expected}." |
*
* @param {Settings_Profile_MapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_map = /** @type {((inputs: Settings_Profile_MapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_MapInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_map", en_settings_profile_map));
