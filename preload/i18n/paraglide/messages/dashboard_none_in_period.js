/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_None_In_PeriodInputs */

const en_dashboard_none_in_period = /** @type {(inputs: Dashboard_None_In_PeriodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event in this period`)
};

/**
* | output |
* | --- |
* | "No event in this period" |
*
* @param {Dashboard_None_In_PeriodInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_none_in_period = /** @type {((inputs?: Dashboard_None_In_PeriodInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_None_In_PeriodInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_none_in_period", en_dashboard_none_in_period));
