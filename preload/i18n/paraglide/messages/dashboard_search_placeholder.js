/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Search_PlaceholderInputs */

const en_dashboard_search_placeholder = /** @type {(inputs: Dashboard_Search_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, venue`)
};

/**
* | output |
* | --- |
* | "Name, venue" |
*
* @param {Dashboard_Search_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_search_placeholder = /** @type {((inputs?: Dashboard_Search_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Search_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_search_placeholder", en_dashboard_search_placeholder));
