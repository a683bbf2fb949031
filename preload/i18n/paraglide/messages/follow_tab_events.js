/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Tab_EventsInputs */

const en_follow_tab_events = /** @type {(inputs: Follow_Tab_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Events`)
};

/**
* | output |
* | --- |
* | "Events" |
*
* @param {Follow_Tab_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_tab_events = /** @type {((inputs?: Follow_Tab_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Tab_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_tab_events", en_follow_tab_events));
