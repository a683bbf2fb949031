/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_LargerInputs */

const en_coverage_larger = /** @type {(inputs: Coverage_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger`)
};

/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Coverage_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_larger = /** @type {((inputs?: Coverage_LargerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_LargerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_larger", en_coverage_larger));
