/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_End_UnknownInputs */

const en_event_detail_end_unknown = /** @type {(inputs: Event_Detail_End_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`end not given`)
};

/**
* | output |
* | --- |
* | "end not given" |
*
* @param {Event_Detail_End_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_end_unknown = /** @type {((inputs?: Event_Detail_End_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_End_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_end_unknown", en_event_detail_end_unknown));
