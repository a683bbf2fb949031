/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Dashboard_Range_No_DayInputs */

const en_dashboard_range_no_day = /** @type {(inputs: Dashboard_Range_No_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No day falls between these two dates.`)
};

/**
* | output |
* | --- |
* | "No day falls between these two dates." |
*
* @param {Dashboard_Range_No_DayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const dashboard_range_no_day = /** @type {((inputs?: Dashboard_Range_No_DayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Dashboard_Range_No_DayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("dashboard_range_no_day", en_dashboard_range_no_day));
