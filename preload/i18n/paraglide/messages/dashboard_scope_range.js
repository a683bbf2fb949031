/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Scope_RangeInputs */

const en_dashboard_scope_range = /** @type {(inputs: Dashboard_Scope_RangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dates…`)
};

/**
* | output |
* | --- |
* | "Dates…" |
*
* @param {Dashboard_Scope_RangeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_scope_range = /** @type {((inputs?: Dashboard_Scope_RangeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Scope_RangeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_scope_range", en_dashboard_scope_range));
