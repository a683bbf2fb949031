/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Sort_FillInputs */

const en_dashboard_sort_fill = /** @type {(inputs: Dashboard_Sort_FillInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fill rate, lowest first`)
};

/**
* | output |
* | --- |
* | "Fill rate, lowest first" |
*
* @param {Dashboard_Sort_FillInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_sort_fill = /** @type {((inputs?: Dashboard_Sort_FillInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Sort_FillInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_sort_fill", en_dashboard_sort_fill));
