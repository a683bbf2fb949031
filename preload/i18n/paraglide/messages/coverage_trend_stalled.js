/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_StalledInputs */

const en_coverage_trend_stalled = /** @type {(inputs: Coverage_Trend_StalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stalled`)
};

/**
* | output |
* | --- |
* | "Stalled" |
*
* @param {Coverage_Trend_StalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_stalled = /** @type {((inputs?: Coverage_Trend_StalledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_StalledInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_stalled", en_coverage_trend_stalled));
