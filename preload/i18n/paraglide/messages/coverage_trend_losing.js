/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_LosingInputs */

const en_coverage_trend_losing = /** @type {(inputs: Coverage_Trend_LosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Losing people`)
};

/**
* | output |
* | --- |
* | "Losing people" |
*
* @param {Coverage_Trend_LosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_losing = /** @type {((inputs?: Coverage_Trend_LosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_LosingInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_losing", en_coverage_trend_losing));
