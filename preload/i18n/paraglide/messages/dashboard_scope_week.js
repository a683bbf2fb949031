/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_WeekInputs */

const en_dashboard_scope_week = /** @type {(inputs: Dashboard_Scope_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Next 7 days`)
};

/**
* | output |
* | --- |
* | "Next 7 days" |
*
* @param {Dashboard_Scope_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_week = /** @type {((inputs?: Dashboard_Scope_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_WeekInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_scope_week", en_dashboard_scope_week));
