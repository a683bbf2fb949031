/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_Time_InInputs */

const en_print_col_time_in = /** @type {(inputs: Print_Col_Time_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time in`)
};

/**
* | output |
* | --- |
* | "Time in" |
*
* @param {Print_Col_Time_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_time_in = /** @type {((inputs?: Print_Col_Time_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_Time_InInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_time_in", en_print_col_time_in));
