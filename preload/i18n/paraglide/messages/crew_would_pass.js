/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Crew_Would_PassInputs */

const en_crew_would_pass = /** @type {(inputs: Crew_Would_PassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Would pass ${i?.limit} by the end of the shift.`)
};

/**
* | output |
* | --- |
* | "Would pass {limit} by the end of the shift." |
*
* @param {Crew_Would_PassInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_would_pass = /** @type {((inputs: Crew_Would_PassInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Would_PassInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_would_pass", en_crew_would_pass));
