/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_SortInputs */

const en_event_sort = /** @type {(inputs: Event_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Event_SortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort = /** @type {((inputs?: Event_SortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_sort", en_event_sort));
