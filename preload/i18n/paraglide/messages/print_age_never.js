/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ printed: NonNullable<unknown> }} Print_Age_NeverInputs */

const en_print_age_never = /** @type {(inputs: Print_Age_NeverInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Printed ${i?.printed} · some data never synced`)
};

/**
* | output |
* | --- |
* | "Printed {printed} · some data never synced" |
*
* @param {Print_Age_NeverInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_age_never = /** @type {((inputs: Print_Age_NeverInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Age_NeverInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_age_never", en_print_age_never));
