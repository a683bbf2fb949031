/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_FileInputs */

const en_file_type_file = /** @type {(inputs: File_Type_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} file`)
};

/**
* | output |
* | --- |
* | "{kind} file" |
*
* @param {File_Type_FileInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_file = /** @type {((inputs: File_Type_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_FileInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_file", en_file_type_file));
