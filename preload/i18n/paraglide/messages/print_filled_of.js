/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Print_Filled_OfInputs */

const en_print_filled_of = /** @type {(inputs: Print_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled" |
*
* @param {Print_Filled_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_filled_of = /** @type {((inputs: Print_Filled_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Filled_OfInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_filled_of", en_print_filled_of));
