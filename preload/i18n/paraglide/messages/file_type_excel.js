/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_ExcelInputs */

const en_file_type_excel = /** @type {(inputs: File_Type_ExcelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excel spreadsheet`)
};

/**
* | output |
* | --- |
* | "Excel spreadsheet" |
*
* @param {File_Type_ExcelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_excel = /** @type {((inputs?: File_Type_ExcelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_ExcelInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("file_type_excel", en_file_type_excel));
