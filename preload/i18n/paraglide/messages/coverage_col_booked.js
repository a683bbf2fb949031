/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_BookedInputs */

const en_coverage_col_booked = /** @type {(inputs: Coverage_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Coverage_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_booked = /** @type {((inputs?: Coverage_Col_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("coverage_col_booked", en_coverage_col_booked));
