/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Save_FailedInputs */

const en_print_save_failed = /** @type {(inputs: Print_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF could not be saved. Nothing was left behind; try another folder.`)
};

/**
* | output |
* | --- |
* | "The PDF could not be saved. Nothing was left behind; try another folder." |
*
* @param {Print_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_save_failed = /** @type {((inputs?: Print_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_save_failed", en_print_save_failed));
