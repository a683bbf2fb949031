/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Fetching_EventsInputs */

const en_follow_fetching_events = /** @type {(inputs: Follow_Fetching_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the event list…`)
};

/**
* | output |
* | --- |
* | "Fetching the event list…" |
*
* @param {Follow_Fetching_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_fetching_events = /** @type {((inputs?: Follow_Fetching_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Fetching_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_fetching_events", en_follow_fetching_events));
