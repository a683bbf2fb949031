/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_None_To_ComeInputs */

const en_print_none_to_come = /** @type {(inputs: Print_None_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift of this event is still to come.`)
};

/**
* | output |
* | --- |
* | "No shift of this event is still to come." |
*
* @param {Print_None_To_ComeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_none_to_come = /** @type {((inputs?: Print_None_To_ComeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_None_To_ComeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_none_to_come", en_print_none_to_come));
