/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_TodayInputs */

const en_dashboard_scope_today = /** @type {(inputs: Dashboard_Scope_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today`)
};

/**
* | output |
* | --- |
* | "Today" |
*
* @param {Dashboard_Scope_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_today = /** @type {((inputs?: Dashboard_Scope_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_TodayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_scope_today", en_dashboard_scope_today));
