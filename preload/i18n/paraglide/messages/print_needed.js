/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_NeededInputs */

const en_print_needed = /** @type {(inputs: Print_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Needed ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Needed {count}" |
*
* @param {Print_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_needed = /** @type {((inputs: Print_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_NeededInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_needed", en_print_needed));
