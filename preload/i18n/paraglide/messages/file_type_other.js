/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_OtherInputs */

const en_file_type_other = /** @type {(inputs: File_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A type of file not named here`)
};

/**
* | output |
* | --- |
* | "A type of file not named here" |
*
* @param {File_Type_OtherInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_other = /** @type {((inputs?: File_Type_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_OtherInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_other", en_file_type_other));
