/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_BookedInputs */

const en_print_col_booked = /** @type {(inputs: Print_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Print_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_booked = /** @type {((inputs?: Print_Col_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_booked", en_print_col_booked));
