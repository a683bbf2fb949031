/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Larger_NameInputs */

const en_coverage_larger_name = /** @type {(inputs: Coverage_Larger_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger coverage picture`)
};

/**
* | output |
* | --- |
* | "Larger coverage picture" |
*
* @param {Coverage_Larger_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_larger_name = /** @type {((inputs?: Coverage_Larger_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Larger_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_larger_name", en_coverage_larger_name));
