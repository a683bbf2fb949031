/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Sort_LatestInputs */

const en_dashboard_sort_latest = /** @type {(inputs: Dashboard_Sort_LatestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time, latest first`)
};

/**
* | output |
* | --- |
* | "Start time, latest first" |
*
* @param {Dashboard_Sort_LatestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort_latest = /** @type {((inputs?: Dashboard_Sort_LatestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Sort_LatestInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_sort_latest", en_dashboard_sort_latest));
