/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Double_This_WeekInputs */

const en_crew_double_this_week = /** @type {(inputs: Crew_Double_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worked double time this week.`)
};

/**
* | output |
* | --- |
* | "Worked double time this week." |
*
* @param {Crew_Double_This_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_double_this_week = /** @type {((inputs?: Crew_Double_This_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Double_This_WeekInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_double_this_week", en_crew_double_this_week));
