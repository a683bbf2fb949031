/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Event_ShiftsInputs */

const en_api_what_event_shifts = /** @type {(inputs: Api_What_Event_ShiftsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the shifts of event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the shifts of event {id}" |
*
* @param {Api_What_Event_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_event_shifts = /** @type {((inputs: Api_What_Event_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Event_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_event_shifts", en_api_what_event_shifts));
