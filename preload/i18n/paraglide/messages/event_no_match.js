/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_MatchInputs */

const en_event_no_match = /** @type {(inputs: Event_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift matches`)
};

/**
* | output |
* | --- |
* | "No shift matches" |
*
* @param {Event_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_match = /** @type {((inputs?: Event_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_no_match", en_event_no_match));
