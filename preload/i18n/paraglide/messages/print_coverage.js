/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_CoverageInputs */

const en_print_coverage = /** @type {(inputs: Print_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Print_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_coverage = /** @type {((inputs?: Print_CoverageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_CoverageInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_coverage", en_print_coverage));
