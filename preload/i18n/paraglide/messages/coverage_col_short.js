/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_ShortInputs */

const en_coverage_col_short = /** @type {(inputs: Coverage_Col_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short`)
};

/**
* | output |
* | --- |
* | "Short" |
*
* @param {Coverage_Col_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_short = /** @type {((inputs?: Coverage_Col_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_ShortInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_short", en_coverage_col_short));
