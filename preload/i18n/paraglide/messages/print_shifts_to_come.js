/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_To_ComeInputs */

const en_print_shifts_to_come = /** @type {(inputs: Print_Shifts_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still to come`)
};

/**
* | output |
* | --- |
* | "Still to come" |
*
* @param {Print_Shifts_To_ComeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_to_come = /** @type {((inputs?: Print_Shifts_To_ComeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_To_ComeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_shifts_to_come", en_print_shifts_to_come));
