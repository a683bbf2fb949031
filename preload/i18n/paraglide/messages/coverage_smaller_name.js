/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Smaller_NameInputs */

const en_coverage_smaller_name = /** @type {(inputs: Coverage_Smaller_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smaller coverage picture`)
};

/**
* | output |
* | --- |
* | "Smaller coverage picture" |
*
* @param {Coverage_Smaller_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_smaller_name = /** @type {((inputs?: Coverage_Smaller_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Smaller_NameInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_smaller_name", en_coverage_smaller_name));
