/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_TextInputs */

const en_file_type_text = /** @type {(inputs: File_Type_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Text file`)
};

const es_file_type_text = /** @type {(inputs: File_Type_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Archivo de texto`)
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
export const file_type_text = /** @type {((inputs?: File_Type_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_text, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_text(inputs)
	return en_file_type_text(inputs)
});