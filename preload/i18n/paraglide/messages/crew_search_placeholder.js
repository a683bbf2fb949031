/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Search_PlaceholderInputs */

const en_crew_search_placeholder = /** @type {(inputs: Crew_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or tag`)
};

/**
* | output |
* | --- |
* | "Name or tag" |
*
* @param {Crew_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_search_placeholder = /** @type {((inputs?: Crew_Search_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Search_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("crew_search_placeholder", en_crew_search_placeholder));
