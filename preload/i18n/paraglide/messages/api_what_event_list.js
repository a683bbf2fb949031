/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Event_ListInputs */

const en_api_what_event_list = /** @type {(inputs: Api_What_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the event list`)
};

/**
* | output |
* | --- |
* | "the event list" |
*
* @param {Api_What_Event_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_event_list = /** @type {((inputs?: Api_What_Event_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Event_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_event_list", en_api_what_event_list));
