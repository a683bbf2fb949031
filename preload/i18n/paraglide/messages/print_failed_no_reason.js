/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Failed_No_ReasonInputs */

const en_print_failed_no_reason = /** @type {(inputs: Print_Failed_No_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the print system gave no reason`)
};

/**
* | output |
* | --- |
* | "the print system gave no reason" |
*
* @param {Print_Failed_No_ReasonInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_failed_no_reason = /** @type {((inputs?: Print_Failed_No_ReasonInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Failed_No_ReasonInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_failed_no_reason", en_print_failed_no_reason));
