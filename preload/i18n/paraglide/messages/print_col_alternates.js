/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_AlternatesInputs */

const en_print_col_alternates = /** @type {(inputs: Print_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Print_Col_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_alternates = /** @type {((inputs?: Print_Col_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_alternates", en_print_col_alternates));
