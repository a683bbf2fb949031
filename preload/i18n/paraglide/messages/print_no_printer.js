/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_No_PrinterInputs */

const en_print_no_printer = /** @type {(inputs: Print_No_PrinterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No printer is set up on this computer. Add one in the system settings, or use “Save as PDF…” and print the file elsewhere.`)
};

/**
* | output |
* | --- |
* | "No printer is set up on this computer. Add one in the system settings, or use “Save as PDF…” and print the file elsewhere." |
*
* @param {Print_No_PrinterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_no_printer = /** @type {((inputs?: Print_No_PrinterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_No_PrinterInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_no_printer", en_print_no_printer));
