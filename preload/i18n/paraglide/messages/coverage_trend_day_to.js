/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ to: NonNullable<unknown> }} Coverage_Trend_Day_ToInputs */

const en_coverage_trend_day_to = /** @type {(inputs: Coverage_Trend_Day_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in the day to ${i?.to}`)
};

/**
* | output |
* | --- |
* | "in the day to {to}" |
*
* @param {Coverage_Trend_Day_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_day_to = /** @type {((inputs: Coverage_Trend_Day_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Day_ToInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_day_to", en_coverage_trend_day_to));
