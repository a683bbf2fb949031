/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_AlternatesInputs */

const en_coverage_col_alternates = /** @type {(inputs: Coverage_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Coverage_Col_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_alternates = /** @type {((inputs?: Coverage_Col_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_alternates", en_coverage_col_alternates));
