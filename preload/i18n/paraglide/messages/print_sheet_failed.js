/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Sheet_FailedInputs */

const en_print_sheet_failed = /** @type {(inputs: Print_Sheet_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet could not be drawn.`)
};

/**
* | output |
* | --- |
* | "The sheet could not be drawn." |
*
* @param {Print_Sheet_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_sheet_failed = /** @type {((inputs?: Print_Sheet_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Sheet_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_sheet_failed", en_print_sheet_failed));
