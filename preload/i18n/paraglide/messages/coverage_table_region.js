/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_RegionInputs */

const en_coverage_table_region = /** @type {(inputs: Coverage_Table_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage figures, scrollable`)
};

/**
* | output |
* | --- |
* | "Coverage figures, scrollable" |
*
* @param {Coverage_Table_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_region = /** @type {((inputs?: Coverage_Table_RegionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_RegionInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_table_region", en_coverage_table_region));
