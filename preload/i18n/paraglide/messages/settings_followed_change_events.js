/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_Change_EventsInputs */

const en_settings_followed_change_events = /** @type {(inputs: Settings_Followed_Change_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change events…`)
};

/**
* | output |
* | --- |
* | "Change events…" |
*
* @param {Settings_Followed_Change_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_change_events = /** @type {((inputs?: Settings_Followed_Change_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_Change_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_change_events", en_settings_followed_change_events));
