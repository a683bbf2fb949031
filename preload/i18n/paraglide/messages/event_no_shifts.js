/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_ShiftsInputs */

const en_event_no_shifts = /** @type {(inputs: Event_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has no shifts`)
};

/**
* | output |
* | --- |
* | "This event has no shifts" |
*
* @param {Event_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_shifts = /** @type {((inputs?: Event_No_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_no_shifts", en_event_no_shifts));
