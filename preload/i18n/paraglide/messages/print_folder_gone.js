/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Folder_GoneInputs */

const en_print_folder_gone = /** @type {(inputs: Print_Folder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That folder no longer exists: the PDF was not saved. Choose another folder.`)
};

/**
* | output |
* | --- |
* | "That folder no longer exists: the PDF was not saved. Choose another folder." |
*
* @param {Print_Folder_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_folder_gone = /** @type {((inputs?: Print_Folder_GoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Folder_GoneInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_folder_gone", en_print_folder_gone));
