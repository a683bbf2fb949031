/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_No_Event_ListInputs */

const en_follow_no_event_list = /** @type {(inputs: Follow_No_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event list stored yet`)
};

/**
* | output |
* | --- |
* | "No event list stored yet" |
*
* @param {Follow_No_Event_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_no_event_list = /** @type {((inputs?: Follow_No_Event_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_No_Event_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_no_event_list", en_follow_no_event_list));
