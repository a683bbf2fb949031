/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Search_ShortInputs */

const en_event_search_short = /** @type {(inputs: Event_Search_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Event_Search_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_search_short = /** @type {((inputs?: Event_Search_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Search_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_search_short", en_event_search_short));
