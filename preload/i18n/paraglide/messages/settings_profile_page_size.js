/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Profile_Page_SizeInputs */

const en_settings_profile_page_size = /** @type {(inputs: Settings_Profile_Page_SizeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a whole number from 1`)
};

/**
* | output |
* | --- |
* | "a whole number from 1" |
*
* @param {Settings_Profile_Page_SizeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_profile_page_size = /** @type {((inputs?: Settings_Profile_Page_SizeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Profile_Page_SizeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_profile_page_size", en_settings_profile_page_size));
