/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Event_Mark_Seen_FailedInputs */

const en_event_mark_seen_failed = /** @type {(inputs: Event_Mark_Seen_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Could not mark the changes as seen: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Could not mark the changes as seen: {reason}" |
*
* @param {Event_Mark_Seen_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mark_seen_failed = /** @type {((inputs: Event_Mark_Seen_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Mark_Seen_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_mark_seen_failed", en_event_mark_seen_failed));
