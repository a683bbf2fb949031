/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Event_Detail_FilledInputs */

const en_event_detail_filled = /** @type {(inputs: Event_Detail_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled" |
*
* @param {Event_Detail_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_filled = /** @type {((inputs: Event_Detail_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_FilledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_filled", en_event_detail_filled));
