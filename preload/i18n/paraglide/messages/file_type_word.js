/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_WordInputs */

const en_file_type_word = /** @type {(inputs: File_Type_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word document`)
};

/**
* | output |
* | --- |
* | "Word document" |
*
* @param {File_Type_WordInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_word = /** @type {((inputs?: File_Type_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_WordInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_word", en_file_type_word));
