/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_No_Event_MatchInputs */

const en_follow_no_event_match = /** @type {(inputs: Follow_No_Event_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event matches`)
};

/**
* | output |
* | --- |
* | "No event matches" |
*
* @param {Follow_No_Event_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_no_event_match = /** @type {((inputs?: Follow_No_Event_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_No_Event_MatchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_no_event_match", en_follow_no_event_match));
