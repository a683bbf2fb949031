/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Folder_RefusedInputs */

const en_print_folder_refused = /** @type {(inputs: Print_Folder_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That folder cannot be written to: the PDF was not saved. Choose another folder, such as Documents.`)
};

/**
* | output |
* | --- |
* | "That folder cannot be written to: the PDF was not saved. Choose another folder, such as Documents." |
*
* @param {Print_Folder_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_folder_refused = /** @type {((inputs?: Print_Folder_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Folder_RefusedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_folder_refused", en_print_folder_refused));
