/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Paper_A4Inputs */

const en_print_paper_a4 = /** @type {(inputs: Print_Paper_A4Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A4`)
};

/**
* | output |
* | --- |
* | "A4" |
*
* @param {Print_Paper_A4Inputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_paper_a4 = /** @type {((inputs?: Print_Paper_A4Inputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Paper_A4Inputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_paper_a4", en_print_paper_a4));
