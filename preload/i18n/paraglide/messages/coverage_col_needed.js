/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_NeededInputs */

const en_coverage_col_needed = /** @type {(inputs: Coverage_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Coverage_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_needed = /** @type {((inputs?: Coverage_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_needed", en_coverage_col_needed));
