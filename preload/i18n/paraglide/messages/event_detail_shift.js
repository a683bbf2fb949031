/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_ShiftInputs */

const en_event_detail_shift = /** @type {(inputs: Event_Detail_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Event_Detail_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_shift = /** @type {((inputs?: Event_Detail_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_shift", en_event_detail_shift));
