/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_TitleInputs */

const en_settings_followed_title = /** @type {(inputs: Settings_Followed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Followed events and crew`)
};

/**
* | output |
* | --- |
* | "Followed events and crew" |
*
* @param {Settings_Followed_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_title = /** @type {((inputs?: Settings_Followed_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_TitleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_title", en_settings_followed_title));
