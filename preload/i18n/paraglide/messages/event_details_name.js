/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Details_NameInputs */

const en_event_details_name = /** @type {(inputs: Event_Details_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Changes, admins and client`)
};

/**
* | output |
* | --- |
* | "Changes, admins and client" |
*
* @param {Event_Details_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_details_name = /** @type {((inputs?: Event_Details_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Details_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_details_name", en_event_details_name));
