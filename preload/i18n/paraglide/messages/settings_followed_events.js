/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Settings_Followed_EventsInputs */

const en_settings_followed_events = /** @type {(inputs: Settings_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`You follow ${shown} event`);
	return /** @type {LocalizedString} */ (`You follow ${shown} events`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "You follow {shown} event" |
* | * | "You follow {shown} events" |
*
* @param {Settings_Followed_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_followed_events = /** @type {((inputs: Settings_Followed_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Followed_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_followed_events", en_settings_followed_events));
