/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_SearchInputs */

const en_dashboard_search = /** @type {(inputs: Dashboard_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Dashboard_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_search = /** @type {((inputs?: Dashboard_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_SearchInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_search", en_dashboard_search));
