/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Crew_A_DayInputs */

const en_crew_a_day = /** @type {(inputs: Crew_A_DayInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h a day`)
};

/**
* | output |
* | --- |
* | "{hours} h a day" |
*
* @param {Crew_A_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_a_day = /** @type {((inputs: Crew_A_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_A_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_a_day", en_crew_a_day));
