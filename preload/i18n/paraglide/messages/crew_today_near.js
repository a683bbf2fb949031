/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Today_NearInputs */

const en_crew_today_near = /** @type {(inputs: Crew_Today_NearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h today, near ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h today, near {limit}." |
*
* @param {Crew_Today_NearInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_today_near = /** @type {((inputs: Crew_Today_NearInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Today_NearInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_today_near", en_crew_today_near));
