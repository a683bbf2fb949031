/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_BookedInputs */

const en_print_booked = /** @type {(inputs: Print_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Booked ${i?.count}`)
};

/**
* | output |
* | --- |
* | "Booked {count}" |
*
* @param {Print_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_booked = /** @type {((inputs: Print_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_BookedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_booked", en_print_booked));
