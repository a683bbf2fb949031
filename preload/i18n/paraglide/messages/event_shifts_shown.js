/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shown: NonNullable<unknown>, total: NonNullable<unknown> }} Event_Shifts_ShownInputs */

const en_event_shifts_shown = /** @type {(inputs: Event_Shifts_ShownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shown} of ${i?.total} shifts shown`)
};

/**
* | output |
* | --- |
* | "{shown} of {total} shifts shown" |
*
* @param {Event_Shifts_ShownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_shown = /** @type {((inputs: Event_Shifts_ShownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_ShownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_shifts_shown", en_event_shifts_shown));
