/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Week_TotalInputs */

const en_crew_week_total = /** @type {(inputs: Crew_Week_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week total`)
};

/**
* | output |
* | --- |
* | "Week total" |
*
* @param {Crew_Week_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_total = /** @type {((inputs?: Crew_Week_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_TotalInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_week_total", en_crew_week_total));
