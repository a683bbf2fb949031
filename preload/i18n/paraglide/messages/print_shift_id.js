/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Shift_IdInputs */

const en_print_shift_id = /** @type {(inputs: Print_Shift_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Print_Shift_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shift_id = /** @type {((inputs: Print_Shift_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shift_IdInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_shift_id", en_print_shift_id));
