/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Week_PastInputs */

const en_crew_week_past = /** @type {(inputs: Crew_Week_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h this week, past ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h this week, past {limit}." |
*
* @param {Crew_Week_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_past = /** @type {((inputs: Crew_Week_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_PastInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_week_past", en_crew_week_past));
