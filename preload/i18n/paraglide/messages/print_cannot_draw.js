/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Cannot_DrawInputs */

const en_print_cannot_draw = /** @type {(inputs: Print_Cannot_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This sheet cannot be drawn`)
};

/**
* | output |
* | --- |
* | "This sheet cannot be drawn" |
*
* @param {Print_Cannot_DrawInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_cannot_draw = /** @type {((inputs?: Print_Cannot_DrawInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Cannot_DrawInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_cannot_draw", en_print_cannot_draw));
