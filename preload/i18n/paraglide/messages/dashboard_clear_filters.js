/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Clear_FiltersInputs */

const en_dashboard_clear_filters = /** @type {(inputs: Dashboard_Clear_FiltersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clear search and filter`)
};

/**
* | output |
* | --- |
* | "Clear search and filter" |
*
* @param {Dashboard_Clear_FiltersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_clear_filters = /** @type {((inputs?: Dashboard_Clear_FiltersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Clear_FiltersInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_clear_filters", en_dashboard_clear_filters));
