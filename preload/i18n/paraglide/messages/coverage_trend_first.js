/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Coverage_Trend_FirstInputs */

const en_coverage_trend_first = /** @type {(inputs: Coverage_Trend_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No trend yet (first reading ${i?.time})`)
};

/**
* | output |
* | --- |
* | "No trend yet (first reading {time})" |
*
* @param {Coverage_Trend_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_first = /** @type {((inputs: Coverage_Trend_FirstInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_FirstInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_first", en_coverage_trend_first));
