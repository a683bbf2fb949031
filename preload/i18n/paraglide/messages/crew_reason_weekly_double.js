/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Reason_Weekly_DoubleInputs */

const en_crew_reason_weekly_double = /** @type {(inputs: Crew_Reason_Weekly_DoubleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weekly double time`)
};

/**
* | output |
* | --- |
* | "weekly double time" |
*
* @param {Crew_Reason_Weekly_DoubleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_reason_weekly_double = /** @type {((inputs?: Crew_Reason_Weekly_DoubleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Reason_Weekly_DoubleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_reason_weekly_double", en_crew_reason_weekly_double));
