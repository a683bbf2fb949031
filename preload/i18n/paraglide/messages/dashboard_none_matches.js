/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_MatchesInputs */

const en_dashboard_none_matches = /** @type {(inputs: Dashboard_None_MatchesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event matches`)
};

/**
* | output |
* | --- |
* | "No event matches" |
*
* @param {Dashboard_None_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_matches = /** @type {((inputs?: Dashboard_None_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_MatchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_none_matches", en_dashboard_none_matches));
