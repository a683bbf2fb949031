/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Search_ShortInputs */

const en_crew_search_short = /** @type {(inputs: Crew_Search_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Crew_Search_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_search_short = /** @type {((inputs?: Crew_Search_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Search_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_search_short", en_crew_search_short));
