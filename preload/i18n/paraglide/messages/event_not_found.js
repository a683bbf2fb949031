/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Not_FoundInputs */

const en_event_not_found = /** @type {(inputs: Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server no longer knows this event. What you see is from the last sync.`)
};

/**
* | output |
* | --- |
* | "The server no longer knows this event. What you see is from the last sync." |
*
* @param {Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_not_found = /** @type {((inputs?: Event_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_not_found", en_event_not_found));
