/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Search_ShortInputs */

const en_dashboard_search_short = /** @type {(inputs: Dashboard_Search_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search`)
};

/**
* | output |
* | --- |
* | "Search" |
*
* @param {Dashboard_Search_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_search_short = /** @type {((inputs?: Dashboard_Search_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Search_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_search_short", en_dashboard_search_short));
