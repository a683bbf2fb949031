/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_DocumentInputs */

const en_file_type_document = /** @type {(inputs: File_Type_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} document`)
};

/**
* | output |
* | --- |
* | "{kind} document" |
*
* @param {File_Type_DocumentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_document = /** @type {((inputs: File_Type_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_DocumentInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_document", en_file_type_document));
