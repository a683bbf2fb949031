/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ booked: NonNullable<unknown>, needed: NonNullable<unknown> }} Print_AlternatesInputs */

const en_print_alternates = /** @type {(inputs: Print_AlternatesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alternates ${i?.booked} of ${i?.needed}`)
};

/**
* | output |
* | --- |
* | "Alternates {booked} of {needed}" |
*
* @param {Print_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_alternates = /** @type {((inputs: Print_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_alternates", en_print_alternates));
