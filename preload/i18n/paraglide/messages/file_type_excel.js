/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_ExcelInputs */

const en_file_type_excel = /** @type {(inputs: File_Type_ExcelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Excel spreadsheet`)
};

const es_file_type_excel = /** @type {(inputs: File_Type_ExcelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hoja de cálculo de Excel`)
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
export const file_type_excel = /** @type {((inputs?: File_Type_ExcelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_ExcelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_excel, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_excel(inputs)
	return en_file_type_excel(inputs)
});