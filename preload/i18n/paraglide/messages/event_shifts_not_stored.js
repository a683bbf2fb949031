/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Shifts_Not_StoredInputs */

const en_event_shifts_not_stored = /** @type {(inputs: Event_Shifts_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts stored for this event yet`)
};

/**
* | output |
* | --- |
* | "No shifts stored for this event yet" |
*
* @param {Event_Shifts_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_not_stored = /** @type {((inputs?: Event_Shifts_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_shifts_not_stored", en_event_shifts_not_stored));
