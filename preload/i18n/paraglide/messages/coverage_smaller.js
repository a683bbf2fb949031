/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_SmallerInputs */

const en_coverage_smaller = /** @type {(inputs: Coverage_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smaller`)
};

/**
* | output |
* | --- |
* | "Smaller" |
*
* @param {Coverage_SmallerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_smaller = /** @type {((inputs?: Coverage_SmallerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_SmallerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_smaller", en_coverage_smaller));
