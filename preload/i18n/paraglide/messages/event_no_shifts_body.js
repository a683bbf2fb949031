/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_Shifts_BodyInputs */

const en_event_no_shifts_body = /** @type {(inputs: Event_No_Shifts_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server lists no shifts for it.`)
};

/**
* | output |
* | --- |
* | "The server lists no shifts for it." |
*
* @param {Event_No_Shifts_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_shifts_body = /** @type {((inputs?: Event_No_Shifts_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_Shifts_BodyInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_no_shifts_body", en_event_no_shifts_body));
