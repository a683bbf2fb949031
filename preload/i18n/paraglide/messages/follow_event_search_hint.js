/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Event_Search_HintInputs */

const en_follow_event_search_hint = /** @type {(inputs: Follow_Event_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at names, dates, venues and cities. You can also follow an event by its id.`)
};

/**
* | output |
* | --- |
* | "Search looks at names, dates, venues and cities. You can also follow an event by its id." |
*
* @param {Follow_Event_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_event_search_hint = /** @type {((inputs?: Follow_Event_Search_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Event_Search_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_event_search_hint", en_follow_event_search_hint));
