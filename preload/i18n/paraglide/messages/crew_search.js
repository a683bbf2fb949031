/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_SearchInputs */

const en_crew_search = /** @type {(inputs: Crew_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search crew`)
};

/**
* | output |
* | --- |
* | "Search crew" |
*
* @param {Crew_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_search = /** @type {((inputs?: Crew_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_search", en_crew_search));
