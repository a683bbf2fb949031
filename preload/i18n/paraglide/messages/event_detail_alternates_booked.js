/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Event_Detail_Alternates_BookedInputs */

const en_event_detail_alternates_booked = /** @type {(inputs: Event_Detail_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} booked`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} booked" |
*
* @param {Event_Detail_Alternates_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_alternates_booked = /** @type {((inputs: Event_Detail_Alternates_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_Alternates_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_alternates_booked", en_event_detail_alternates_booked));
