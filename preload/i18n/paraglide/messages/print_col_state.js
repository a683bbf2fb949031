/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_StateInputs */

const en_print_col_state = /** @type {(inputs: Print_Col_StateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`State`)
};

/**
* | output |
* | --- |
* | "State" |
*
* @param {Print_Col_StateInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_state = /** @type {((inputs?: Print_Col_StateInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_StateInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_col_state", en_print_col_state));
