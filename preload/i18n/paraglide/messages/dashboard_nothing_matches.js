/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Dashboard_Nothing_MatchesInputs */

const en_dashboard_nothing_matches = /** @type {(inputs: Dashboard_Nothing_MatchesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}”.`)
};

/**
* | output |
* | --- |
* | "Nothing matches “{query}”." |
*
* @param {Dashboard_Nothing_MatchesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_nothing_matches = /** @type {((inputs: Dashboard_Nothing_MatchesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nothing_MatchesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_nothing_matches", en_dashboard_nothing_matches));
