/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_UpcomingInputs */

const en_dashboard_scope_upcoming = /** @type {(inputs: Dashboard_Scope_UpcomingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Today and upcoming`)
};

/**
* | output |
* | --- |
* | "Today and upcoming" |
*
* @param {Dashboard_Scope_UpcomingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_upcoming = /** @type {((inputs?: Dashboard_Scope_UpcomingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_UpcomingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_scope_upcoming", en_dashboard_scope_upcoming));
