/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Dashboard_Nothing_Matches_UnderstaffedInputs */

const en_dashboard_nothing_matches_understaffed = /** @type {(inputs: Dashboard_Nothing_Matches_UnderstaffedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nothing matches “${i?.query}” among understaffed events.`)
};

/**
* | output |
* | --- |
* | "Nothing matches “{query}” among understaffed events." |
*
* @param {Dashboard_Nothing_Matches_UnderstaffedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_nothing_matches_understaffed = /** @type {((inputs: Dashboard_Nothing_Matches_UnderstaffedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Nothing_Matches_UnderstaffedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_nothing_matches_understaffed", en_dashboard_nothing_matches_understaffed));
