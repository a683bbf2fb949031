/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Crew_A_Day_DoubleInputs */

const en_crew_a_day_double = /** @type {(inputs: Crew_A_Day_DoubleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h a day (double time)`)
};

/**
* | output |
* | --- |
* | "{hours} h a day (double time)" |
*
* @param {Crew_A_Day_DoubleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_a_day_double = /** @type {((inputs: Crew_A_Day_DoubleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_A_Day_DoubleInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_a_day_double", en_crew_a_day_double));
