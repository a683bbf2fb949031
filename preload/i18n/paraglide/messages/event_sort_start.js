/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sort_StartInputs */

const en_event_sort_start = /** @type {(inputs: Event_Sort_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Event_Sort_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort_start = /** @type {((inputs?: Event_Sort_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sort_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_sort_start", en_event_sort_start));
