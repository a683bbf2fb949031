/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_EventsInputs */

const en_follow_search_events = /** @type {(inputs: Follow_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Follow_Search_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_events = /** @type {((inputs?: Follow_Search_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_search_events", en_follow_search_events));
