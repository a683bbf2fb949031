/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Show_In_FolderInputs */

const en_print_show_in_folder = /** @type {(inputs: Print_Show_In_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show in folder`)
};

/**
* | output |
* | --- |
* | "Show in folder" |
*
* @param {Print_Show_In_FolderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_show_in_folder = /** @type {((inputs?: Print_Show_In_FolderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Show_In_FolderInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_show_in_folder", en_print_show_in_folder));
