/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Today_PastInputs */

const en_crew_today_past = /** @type {(inputs: Crew_Today_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h today, past ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h today, past {limit}." |
*
* @param {Crew_Today_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_today_past = /** @type {((inputs: Crew_Today_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Today_PastInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_today_past", en_crew_today_past));
