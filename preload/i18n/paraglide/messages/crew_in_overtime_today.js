/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_In_Overtime_TodayInputs */

const en_crew_in_overtime_today = /** @type {(inputs: Crew_In_Overtime_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In overtime today.`)
};

/**
* | output |
* | --- |
* | "In overtime today." |
*
* @param {Crew_In_Overtime_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_in_overtime_today = /** @type {((inputs?: Crew_In_Overtime_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_In_Overtime_TodayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_in_overtime_today", en_crew_in_overtime_today));
