/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_Time_OutInputs */

const en_print_col_time_out = /** @type {(inputs: Print_Col_Time_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time out`)
};

/**
* | output |
* | --- |
* | "Time out" |
*
* @param {Print_Col_Time_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_time_out = /** @type {((inputs?: Print_Col_Time_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_Time_OutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_time_out", en_print_col_time_out));
