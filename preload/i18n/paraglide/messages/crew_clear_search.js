/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Clear_SearchInputs */

const en_crew_clear_search = /** @type {(inputs: Crew_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Crew_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_clear_search = /** @type {((inputs?: Crew_Clear_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Clear_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_clear_search", en_crew_clear_search));
