/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_NeededInputs */

const en_print_col_needed = /** @type {(inputs: Print_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Print_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_needed = /** @type {((inputs?: Print_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_needed", en_print_col_needed));
