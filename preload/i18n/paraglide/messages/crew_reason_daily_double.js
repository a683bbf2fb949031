/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Reason_Daily_DoubleInputs */

const en_crew_reason_daily_double = /** @type {(inputs: Crew_Reason_Daily_DoubleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`daily double time`)
};

/**
* | output |
* | --- |
* | "daily double time" |
*
* @param {Crew_Reason_Daily_DoubleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_reason_daily_double = /** @type {((inputs?: Crew_Reason_Daily_DoubleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Reason_Daily_DoubleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_reason_daily_double", en_crew_reason_daily_double));
