/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Shift_FallbackInputs */

const en_event_shift_fallback = /** @type {(inputs: Event_Shift_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Event_Shift_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shift_fallback = /** @type {((inputs: Event_Shift_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shift_FallbackInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_shift_fallback", en_event_shift_fallback));
