/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Event_Overnight_ToInputs */

const en_event_overnight_to = /** @type {(inputs: Event_Overnight_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.day}`)
};

/**
* | output |
* | --- |
* | "to {day}" |
*
* @param {Event_Overnight_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight_to = /** @type {((inputs: Event_Overnight_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Overnight_ToInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_overnight_to", en_event_overnight_to));
