/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Trend_LineInputs */

const en_coverage_trend_line = /** @type {(inputs: Coverage_Trend_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share of places booked over the last ${i?.count} days`)
};

/**
* | output |
* | --- |
* | "Share of places booked over the last {count} days" |
*
* @param {Coverage_Trend_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_line = /** @type {((inputs: Coverage_Trend_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_LineInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_line", en_coverage_trend_line));
