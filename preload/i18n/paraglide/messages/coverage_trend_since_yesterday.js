/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Since_YesterdayInputs */

const en_coverage_trend_since_yesterday = /** @type {(inputs: Coverage_Trend_Since_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`since yesterday`)
};

/**
* | output |
* | --- |
* | "since yesterday" |
*
* @param {Coverage_Trend_Since_YesterdayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_since_yesterday = /** @type {((inputs?: Coverage_Trend_Since_YesterdayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Since_YesterdayInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_since_yesterday", en_coverage_trend_since_yesterday));
