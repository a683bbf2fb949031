/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Match_HintInputs */

const en_crew_no_match_hint = /** @type {(inputs: Crew_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at names, email addresses and tags.`)
};

/**
* | output |
* | --- |
* | "Search looks at names, email addresses and tags." |
*
* @param {Crew_No_Match_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_match_hint = /** @type {((inputs?: Crew_No_Match_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Match_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_no_match_hint", en_crew_no_match_hint));
