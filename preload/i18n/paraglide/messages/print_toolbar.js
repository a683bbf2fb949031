/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_ToolbarInputs */

const en_print_toolbar = /** @type {(inputs: Print_ToolbarInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print`)
};

/**
* | output |
* | --- |
* | "Print" |
*
* @param {Print_ToolbarInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_toolbar = /** @type {((inputs?: Print_ToolbarInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_ToolbarInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_toolbar", en_print_toolbar));
