/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ from: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Trend_BetweenInputs */

const en_coverage_trend_between = /** @type {(inputs: Coverage_Trend_BetweenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`from ${i?.from} to ${i?.to}`)
};

/**
* | output |
* | --- |
* | "from {from} to {to}" |
*
* @param {Coverage_Trend_BetweenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_between = /** @type {((inputs: Coverage_Trend_BetweenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_BetweenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_trend_between", en_coverage_trend_between));
