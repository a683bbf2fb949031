/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Crew_Hours_UnreadableInputs */

const en_crew_hours_unreadable = /** @type {(inputs: Crew_Hours_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored hours could not be read: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The stored hours could not be read: {reason}" |
*
* @param {Crew_Hours_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_unreadable = /** @type {((inputs: Crew_Hours_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_hours_unreadable", en_crew_hours_unreadable));
