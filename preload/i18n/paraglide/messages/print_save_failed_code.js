/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Print_Save_Failed_CodeInputs */

const en_print_save_failed_code = /** @type {(inputs: Print_Save_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The PDF could not be saved (${i?.code}). Nothing was left behind; try another folder.`)
};

/**
* | output |
* | --- |
* | "The PDF could not be saved ({code}). Nothing was left behind; try another folder." |
*
* @param {Print_Save_Failed_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_save_failed_code = /** @type {((inputs: Print_Save_Failed_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_Failed_CodeInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_save_failed_code", en_print_save_failed_code));
