/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Clear_FiltersInputs */

const en_event_clear_filters = /** @type {(inputs: Event_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search and filter`)
};

/**
* | output |
* | --- |
* | "Clear search and filter" |
*
* @param {Event_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_clear_filters = /** @type {((inputs?: Event_Clear_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Clear_FiltersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_clear_filters", en_event_clear_filters));
