/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Mute_RestInputs */

const en_event_mute_rest = /** @type {(inputs: Event_Mute_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for this event`)
};

/**
* | output |
* | --- |
* | "for this event" |
*
* @param {Event_Mute_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mute_rest = /** @type {((inputs?: Event_Mute_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Mute_RestInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_mute_rest", en_event_mute_rest));
