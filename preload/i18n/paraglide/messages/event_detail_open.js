/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Detail_OpenInputs */

const en_event_detail_open = /** @type {(inputs: Event_Detail_OpenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} open`)
};

/**
* | output |
* | --- |
* | "{count} open" |
*
* @param {Event_Detail_OpenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_open = /** @type {((inputs: Event_Detail_OpenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_OpenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_open", en_event_detail_open));
