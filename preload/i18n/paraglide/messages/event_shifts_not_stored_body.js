/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ sync: NonNullable<unknown> }} Event_Shifts_Not_Stored_BodyInputs */

const en_event_shifts_not_stored_body = /** @type {(inputs: Event_Shifts_Not_Stored_BodyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`They are fetched at the next sync; press “${i?.sync}” in the status bar when online.`)
};

/**
* | output |
* | --- |
* | "They are fetched at the next sync; press “{sync}” in the status bar when online." |
*
* @param {Event_Shifts_Not_Stored_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_not_stored_body = /** @type {((inputs: Event_Shifts_Not_Stored_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_Not_Stored_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_shifts_not_stored_body", en_event_shifts_not_stored_body));
