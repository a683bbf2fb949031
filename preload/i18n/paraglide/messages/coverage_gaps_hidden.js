/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Gaps_HiddenInputs */

const en_coverage_gaps_hidden = /** @type {(inputs: Coverage_Gaps_HiddenInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`+${i?.count} more`)
};

/**
* | output |
* | --- |
* | "+{count} more" |
*
* @param {Coverage_Gaps_HiddenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gaps_hidden = /** @type {((inputs: Coverage_Gaps_HiddenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_HiddenInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gaps_hidden", en_coverage_gaps_hidden));
