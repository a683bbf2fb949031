/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Event_Overnight_EndsInputs */

const en_event_overnight_ends = /** @type {(inputs: Event_Overnight_EndsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Overnight, ends ${i?.date}`)
};

/**
* | output |
* | --- |
* | "Overnight, ends {date}" |
*
* @param {Event_Overnight_EndsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight_ends = /** @type {((inputs: Event_Overnight_EndsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Overnight_EndsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_overnight_ends", en_event_overnight_ends));
