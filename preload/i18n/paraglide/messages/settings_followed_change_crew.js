/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_Change_CrewInputs */

const en_settings_followed_change_crew = /** @type {(inputs: Settings_Followed_Change_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change crew…`)
};

/**
* | output |
* | --- |
* | "Change crew…" |
*
* @param {Settings_Followed_Change_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_change_crew = /** @type {((inputs?: Settings_Followed_Change_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_Change_CrewInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_change_crew", en_settings_followed_change_crew));
