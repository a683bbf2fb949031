/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Event_FallbackInputs */

const en_print_event_fallback = /** @type {(inputs: Print_Event_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Print_Event_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_fallback = /** @type {((inputs: Print_Event_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_FallbackInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_event_fallback", en_print_event_fallback));
