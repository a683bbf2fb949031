/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_In_Double_TodayInputs */

const en_crew_in_double_today = /** @type {(inputs: Crew_In_Double_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In double time today.`)
};

/**
* | output |
* | --- |
* | "In double time today." |
*
* @param {Crew_In_Double_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_in_double_today = /** @type {((inputs?: Crew_In_Double_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_In_Double_TodayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_in_double_today", en_crew_in_double_today));
