/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_PastInputs */

const en_dashboard_scope_past = /** @type {(inputs: Dashboard_Scope_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past`)
};

/**
* | output |
* | --- |
* | "Past" |
*
* @param {Dashboard_Scope_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_past = /** @type {((inputs?: Dashboard_Scope_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_PastInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_scope_past", en_dashboard_scope_past));
