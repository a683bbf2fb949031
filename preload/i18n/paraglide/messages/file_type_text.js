/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_TextInputs */

const en_file_type_text = /** @type {(inputs: File_Type_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text file`)
};

/**
* | output |
* | --- |
* | "Text file" |
*
* @param {File_Type_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_text = /** @type {((inputs?: File_Type_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_TextInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_text", en_file_type_text));
