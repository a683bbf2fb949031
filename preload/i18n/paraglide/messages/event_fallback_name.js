/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Fallback_NameInputs */

const en_event_fallback_name = /** @type {(inputs: Event_Fallback_NameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Event_Fallback_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fallback_name = /** @type {((inputs: Event_Fallback_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fallback_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fallback_name", en_event_fallback_name));
