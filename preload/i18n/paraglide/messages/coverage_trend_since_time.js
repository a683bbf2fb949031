/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Coverage_Trend_Since_TimeInputs */

const en_coverage_trend_since_time = /** @type {(inputs: Coverage_Trend_Since_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`since ${i?.time}`)
};

/**
* | output |
* | --- |
* | "since {time}" |
*
* @param {Coverage_Trend_Since_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_since_time = /** @type {((inputs: Coverage_Trend_Since_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Since_TimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_since_time", en_coverage_trend_since_time));
