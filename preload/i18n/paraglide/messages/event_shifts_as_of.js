/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asOf: NonNullable<unknown> }} Event_Shifts_As_OfInputs */

const en_event_shifts_as_of = /** @type {(inputs: Event_Shifts_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shifts as of ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Shifts as of {asOf}" |
*
* @param {Event_Shifts_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_as_of = /** @type {((inputs: Event_Shifts_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_As_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_shifts_as_of", en_event_shifts_as_of));
