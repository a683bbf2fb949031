/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Followed_Change_EventsInputs */

const en_settings_followed_change_events = /** @type {(inputs: Settings_Followed_Change_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change events…`)
};

const es_settings_followed_change_events = /** @type {(inputs: Settings_Followed_Change_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cambiar eventos…`)
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
export const settings_followed_change_events = /** @type {((inputs?: Settings_Followed_Change_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_Change_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_followed_change_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_followed_change_events(inputs)
	return en_settings_followed_change_events(inputs)
});