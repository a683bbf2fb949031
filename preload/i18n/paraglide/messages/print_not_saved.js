/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_Not_SavedInputs */

const en_print_not_saved = /** @type {(inputs: Print_Not_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Not saved: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "Not saved: {reason}" |
*
* @param {Print_Not_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_not_saved = /** @type {((inputs: Print_Not_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Not_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_not_saved", en_print_not_saved));
