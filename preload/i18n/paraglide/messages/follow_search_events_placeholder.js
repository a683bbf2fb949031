/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_Events_PlaceholderInputs */

const en_follow_search_events_placeholder = /** @type {(inputs: Follow_Search_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, date, venue or city`)
};

/**
* | output |
* | --- |
* | "Name, date, venue or city" |
*
* @param {Follow_Search_Events_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_events_placeholder = /** @type {((inputs?: Follow_Search_Events_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_Events_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_search_events_placeholder", en_follow_search_events_placeholder));
