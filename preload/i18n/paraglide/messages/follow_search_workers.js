/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_WorkersInputs */

const en_follow_search_workers = /** @type {(inputs: Follow_Search_WorkersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search workers`)
};

/**
* | output |
* | --- |
* | "Search workers" |
*
* @param {Follow_Search_WorkersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_workers = /** @type {((inputs?: Follow_Search_WorkersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_WorkersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_search_workers", en_follow_search_workers));
