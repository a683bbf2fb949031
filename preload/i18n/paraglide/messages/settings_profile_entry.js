/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown>, expected: NonNullable<unknown> }} Settings_Profile_EntryInputs */

const en_settings_profile_entry = /** @type {(inputs: Settings_Profile_EntryInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`"${i?.name}" must be ${i?.expected}.`)
};

/**
* | output |
* | --- |
* | "\"{name}\" must be {expected}." |
*
* @param {Settings_Profile_EntryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_entry = /** @type {((inputs: Settings_Profile_EntryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_EntryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_entry", en_settings_profile_entry));
