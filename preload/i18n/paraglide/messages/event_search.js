/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_SearchInputs */

const en_event_search = /** @type {(inputs: Event_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search shifts`)
};

/**
* | output |
* | --- |
* | "Search shifts" |
*
* @param {Event_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_search = /** @type {((inputs?: Event_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_search", en_event_search));
