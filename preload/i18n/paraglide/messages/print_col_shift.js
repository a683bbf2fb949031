/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_ShiftInputs */

const en_print_col_shift = /** @type {(inputs: Print_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Print_Col_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_shift = /** @type {((inputs?: Print_Col_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_ShiftInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_shift", en_print_col_shift));
