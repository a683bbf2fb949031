/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_This_WeekInputs */

const en_crew_this_week = /** @type {(inputs: Crew_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This week`)
};

/**
* | output |
* | --- |
* | "This week" |
*
* @param {Crew_This_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_this_week = /** @type {((inputs?: Crew_This_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_This_WeekInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_this_week", en_crew_this_week));
