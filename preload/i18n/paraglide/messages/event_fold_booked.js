/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shifts: NonNullable<unknown> }} Event_Fold_BookedInputs */

const en_event_fold_booked = /** @type {(inputs: Event_Fold_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shifts}, all people booked`)
};

/**
* | output |
* | --- |
* | "{shifts}, all people booked" |
*
* @param {Event_Fold_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_booked = /** @type {((inputs: Event_Fold_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_fold_booked", en_event_fold_booked));
