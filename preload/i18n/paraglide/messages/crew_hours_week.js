/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_WeekInputs */

const en_crew_hours_week = /** @type {(inputs: Crew_Hours_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`h this week`)
};

/**
* | output |
* | --- |
* | "h this week" |
*
* @param {Crew_Hours_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_week = /** @type {((inputs?: Crew_Hours_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_WeekInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_hours_week", en_crew_hours_week));
