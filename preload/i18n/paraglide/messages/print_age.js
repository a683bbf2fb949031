/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ printed: NonNullable<unknown>, asOf: NonNullable<unknown> }} Print_AgeInputs */

const en_print_age = /** @type {(inputs: Print_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Printed ${i?.printed} · data as of ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Printed {printed} · data as of {asOf}" |
*
* @param {Print_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_age = /** @type {((inputs: Print_AgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_AgeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_age", en_print_age));
