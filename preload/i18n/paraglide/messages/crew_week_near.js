/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Week_NearInputs */

const en_crew_week_near = /** @type {(inputs: Crew_Week_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h this week, near ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h this week, near {limit}." |
*
* @param {Crew_Week_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_near = /** @type {((inputs: Crew_Week_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_NearInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_week_near", en_crew_week_near));
