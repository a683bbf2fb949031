/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_In_BrowserInputs */

const en_print_in_browser = /** @type {(inputs: Print_In_BrowserInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printing here goes through the browser’s own print.`)
};

/**
* | output |
* | --- |
* | "Printing here goes through the browser’s own print." |
*
* @param {Print_In_BrowserInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_in_browser = /** @type {((inputs?: Print_In_BrowserInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_In_BrowserInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_in_browser", en_print_in_browser));
