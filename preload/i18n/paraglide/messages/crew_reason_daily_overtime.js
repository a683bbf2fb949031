/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Reason_Daily_OvertimeInputs */

const en_crew_reason_daily_overtime = /** @type {(inputs: Crew_Reason_Daily_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`daily overtime`)
};

/**
* | output |
* | --- |
* | "daily overtime" |
*
* @param {Crew_Reason_Daily_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_reason_daily_overtime = /** @type {((inputs?: Crew_Reason_Daily_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Reason_Daily_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_reason_daily_overtime", en_crew_reason_daily_overtime));
