/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Bar_PrintInputs */

const en_print_bar_print = /** @type {(inputs: Print_Bar_PrintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print…`)
};

/**
* | output |
* | --- |
* | "Print…" |
*
* @param {Print_Bar_PrintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_bar_print = /** @type {((inputs?: Print_Bar_PrintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Bar_PrintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_bar_print", en_print_bar_print));
