/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_SortInputs */

const en_dashboard_sort = /** @type {(inputs: Dashboard_SortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sort by`)
};

/**
* | output |
* | --- |
* | "Sort by" |
*
* @param {Dashboard_SortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort = /** @type {((inputs?: Dashboard_SortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_sort", en_dashboard_sort));
