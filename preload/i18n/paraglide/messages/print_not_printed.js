/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_Not_PrintedInputs */

const en_print_not_printed = /** @type {(inputs: Print_Not_PrintedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not printed: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not printed: {reason}" |
*
* @param {Print_Not_PrintedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_not_printed = /** @type {((inputs: Print_Not_PrintedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Not_PrintedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_not_printed", en_print_not_printed));
