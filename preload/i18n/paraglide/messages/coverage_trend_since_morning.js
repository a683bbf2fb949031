/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Since_MorningInputs */

const en_coverage_trend_since_morning = /** @type {(inputs: Coverage_Trend_Since_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`since this morning`)
};

/**
* | output |
* | --- |
* | "since this morning" |
*
* @param {Coverage_Trend_Since_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_since_morning = /** @type {((inputs?: Coverage_Trend_Since_MorningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Since_MorningInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_since_morning", en_coverage_trend_since_morning));
