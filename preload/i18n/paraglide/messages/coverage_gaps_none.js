/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Gaps_NoneInputs */

const en_coverage_gaps_none = /** @type {(inputs: Coverage_Gaps_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No one short at any time`)
};

/**
* | output |
* | --- |
* | "No one short at any time" |
*
* @param {Coverage_Gaps_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gaps_none = /** @type {((inputs?: Coverage_Gaps_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gaps_NoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_gaps_none", en_coverage_gaps_none));
