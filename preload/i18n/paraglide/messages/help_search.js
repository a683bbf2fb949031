/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Help_SearchInputs */

const en_help_search = /** @type {(inputs: Help_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search the list on screen`)
};

/**
* | output |
* | --- |
* | "Search the list on screen" |
*
* @param {Help_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const help_search = /** @type {((inputs?: Help_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Help_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("help_search", en_help_search));
