/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Detail_IdInputs */

const en_event_detail_id = /** @type {(inputs: Event_Detail_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(id ${i?.id})`)
};

/**
* | output |
* | --- |
* | "(id {id})" |
*
* @param {Event_Detail_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_id = /** @type {((inputs: Event_Detail_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_id", en_event_detail_id));
