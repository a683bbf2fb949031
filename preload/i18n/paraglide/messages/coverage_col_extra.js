/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_ExtraInputs */

const en_coverage_col_extra = /** @type {(inputs: Coverage_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra`)
};

/**
* | output |
* | --- |
* | "Extra" |
*
* @param {Coverage_Col_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_extra = /** @type {((inputs?: Coverage_Col_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_extra", en_coverage_col_extra));
