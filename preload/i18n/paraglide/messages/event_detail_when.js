/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_WhenInputs */

const en_event_detail_when = /** @type {(inputs: Event_Detail_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Event_Detail_WhenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_when = /** @type {((inputs?: Event_Detail_WhenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_WhenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_when", en_event_detail_when));
