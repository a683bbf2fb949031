/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_FailedInputs */

const en_print_failed = /** @type {(inputs: Print_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sheet could not be printed (${i?.reason}). Try again, or use “Save as PDF…”.`)
};

/**
* | output |
* | --- |
* | "The sheet could not be printed ({reason}). Try again, or use “Save as PDF…”." |
*
* @param {Print_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_failed = /** @type {((inputs: Print_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_failed", en_print_failed));
