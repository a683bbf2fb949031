/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Projection_FullInputs */

const en_coverage_trend_projection_full = /** @type {(inputs: Coverage_Trend_Projection_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at this pace every place booked by the start`)
};

/**
* | output |
* | --- |
* | "at this pace every place booked by the start" |
*
* @param {Coverage_Trend_Projection_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_projection_full = /** @type {((inputs?: Coverage_Trend_Projection_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Projection_FullInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_projection_full", en_coverage_trend_projection_full));
