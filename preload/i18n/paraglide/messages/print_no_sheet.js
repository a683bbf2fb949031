/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_SheetInputs */

const en_print_no_sheet = /** @type {(inputs: Print_No_SheetInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This address names no sheet.`)
};

/**
* | output |
* | --- |
* | "This address names no sheet." |
*
* @param {Print_No_SheetInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_sheet = /** @type {((inputs?: Print_No_SheetInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_SheetInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_sheet", en_print_no_sheet));
