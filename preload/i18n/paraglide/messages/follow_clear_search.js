/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Clear_SearchInputs */

const en_follow_clear_search = /** @type {(inputs: Follow_Clear_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search`)
};

/**
* | output |
* | --- |
* | "Clear search" |
*
* @param {Follow_Clear_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_clear_search = /** @type {((inputs?: Follow_Clear_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Clear_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_clear_search", en_follow_clear_search));
