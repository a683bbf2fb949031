/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Gap_Steady_ShortInputs */

const en_coverage_gap_steady_short = /** @type {(inputs: Coverage_Gap_Steady_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short ${i?.from}–${i?.to}`)
};

/**
* | output |
* | --- |
* | "{count} short {from}–{to}" |
*
* @param {Coverage_Gap_Steady_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gap_steady_short = /** @type {((inputs: Coverage_Gap_Steady_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gap_Steady_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gap_steady_short", en_coverage_gap_steady_short));
