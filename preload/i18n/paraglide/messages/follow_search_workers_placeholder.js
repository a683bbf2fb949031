/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_Workers_PlaceholderInputs */

const en_follow_search_workers_placeholder = /** @type {(inputs: Follow_Search_Workers_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, email or phone`)
};

/**
* | output |
* | --- |
* | "Name, email or phone" |
*
* @param {Follow_Search_Workers_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_workers_placeholder = /** @type {((inputs?: Follow_Search_Workers_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_Workers_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("follow_search_workers_placeholder", en_follow_search_workers_placeholder));
