/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_ExtraInputs */

const en_print_col_extra = /** @type {(inputs: Print_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra`)
};

/**
* | output |
* | --- |
* | "Extra" |
*
* @param {Print_Col_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_extra = /** @type {((inputs?: Print_Col_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_ExtraInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_extra", en_print_col_extra));
