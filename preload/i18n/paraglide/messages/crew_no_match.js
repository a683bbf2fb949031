/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Crew_No_MatchInputs */

const en_crew_no_match = /** @type {(inputs: Crew_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody matches “${i?.query}”`)
};

/**
* | output |
* | --- |
* | "Nobody matches “{query}”" |
*
* @param {Crew_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_match = /** @type {((inputs: Crew_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_match", en_crew_no_match));
