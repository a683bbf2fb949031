/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_OfficeInputs */

const en_print_col_office = /** @type {(inputs: Print_Col_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Office`)
};

/**
* | output |
* | --- |
* | "Office" |
*
* @param {Print_Col_OfficeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_office = /** @type {((inputs?: Print_Col_OfficeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_OfficeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_office", en_print_col_office));
