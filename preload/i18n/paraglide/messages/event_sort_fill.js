/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Sort_FillInputs */

const en_event_sort_fill = /** @type {(inputs: Event_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate, lowest first`)
};

/**
* | output |
* | --- |
* | "Fill rate, lowest first" |
*
* @param {Event_Sort_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_sort_fill = /** @type {((inputs?: Event_Sort_FillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Sort_FillInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_sort_fill", en_event_sort_fill));
