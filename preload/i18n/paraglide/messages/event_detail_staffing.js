/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_StaffingInputs */

const en_event_detail_staffing = /** @type {(inputs: Event_Detail_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing`)
};

/**
* | output |
* | --- |
* | "Staffing" |
*
* @param {Event_Detail_StaffingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_staffing = /** @type {((inputs?: Event_Detail_StaffingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_StaffingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("event_detail_staffing", en_event_detail_staffing));
