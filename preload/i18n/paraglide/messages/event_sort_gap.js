/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sort_GapInputs */

const en_event_sort_gap = /** @type {(inputs: Event_Sort_GapInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Biggest gap first`)
};

/**
* | output |
* | --- |
* | "Biggest gap first" |
*
* @param {Event_Sort_GapInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort_gap = /** @type {((inputs?: Event_Sort_GapInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sort_GapInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_sort_gap", en_event_sort_gap));
