/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_Match_BodyInputs */

const en_event_no_match_body = /** @type {(inputs: Event_No_Match_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try other words, or show every shift.`)
};

/**
* | output |
* | --- |
* | "Try other words, or show every shift." |
*
* @param {Event_No_Match_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_match_body = /** @type {((inputs?: Event_No_Match_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_Match_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_no_match_body", en_event_no_match_body));
