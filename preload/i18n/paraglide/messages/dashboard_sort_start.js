/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Sort_StartInputs */

const en_dashboard_sort_start = /** @type {(inputs: Dashboard_Sort_StartInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Start time`)
};

/**
* | output |
* | --- |
* | "Start time" |
*
* @param {Dashboard_Sort_StartInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort_start = /** @type {((inputs?: Dashboard_Sort_StartInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Sort_StartInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_sort_start", en_dashboard_sort_start));
