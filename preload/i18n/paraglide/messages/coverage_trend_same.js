/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ since: NonNullable<unknown> }} Coverage_Trend_SameInputs */

const en_coverage_trend_same = /** @type {(inputs: Coverage_Trend_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No change ${i?.since}`)
};

/**
* | output |
* | --- |
* | "No change {since}" |
*
* @param {Coverage_Trend_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_same = /** @type {((inputs: Coverage_Trend_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_SameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_same", en_coverage_trend_same));
