/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Search_PlaceholderInputs */

const en_event_search_placeholder = /** @type {(inputs: Event_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or skill`)
};

/**
* | output |
* | --- |
* | "Name or skill" |
*
* @param {Event_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_search_placeholder = /** @type {((inputs?: Event_Search_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Search_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_search_placeholder", en_event_search_placeholder));
