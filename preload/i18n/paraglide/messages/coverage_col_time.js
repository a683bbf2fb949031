/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_TimeInputs */

const en_coverage_col_time = /** @type {(inputs: Coverage_Col_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time`)
};

/**
* | output |
* | --- |
* | "Time" |
*
* @param {Coverage_Col_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_time = /** @type {((inputs?: Coverage_Col_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_TimeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_time", en_coverage_col_time));
