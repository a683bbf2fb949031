/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_HoursInputs */

const en_crew_no_hours = /** @type {(inputs: Crew_No_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours this week`)
};

/**
* | output |
* | --- |
* | "No hours this week" |
*
* @param {Crew_No_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_hours = /** @type {((inputs?: Crew_No_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_HoursInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_hours", en_crew_no_hours));
