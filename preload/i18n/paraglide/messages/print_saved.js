/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, path: NonNullable<unknown> }} Print_SavedInputs */

const en_print_saved = /** @type {(inputs: Print_SavedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Saved ${i?.title} to ${i?.path}.`)
};

/**
* | output |
* | --- |
* | "Saved {title} to {path}." |
*
* @param {Print_SavedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_saved = /** @type {((inputs: Print_SavedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_SavedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_saved", en_print_saved));
