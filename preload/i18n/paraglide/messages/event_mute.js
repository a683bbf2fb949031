/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_MuteInputs */

const en_event_mute = /** @type {(inputs: Event_MuteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mute alerts`)
};

/**
* | output |
* | --- |
* | "Mute alerts" |
*
* @param {Event_MuteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mute = /** @type {((inputs?: Event_MuteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_MuteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_mute", en_event_mute));
