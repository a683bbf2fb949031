/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Crew_A_WeekInputs */

const en_crew_a_week = /** @type {(inputs: Crew_A_WeekInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h a week`)
};

/**
* | output |
* | --- |
* | "{hours} h a week" |
*
* @param {Crew_A_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_a_week = /** @type {((inputs: Crew_A_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_A_WeekInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_a_week", en_crew_a_week));
