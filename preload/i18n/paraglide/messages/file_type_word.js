/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_WordInputs */

const en_file_type_word = /** @type {(inputs: File_Type_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Word document`)
};

const es_file_type_word = /** @type {(inputs: File_Type_WordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Documento de Word`)
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
export const file_type_word = /** @type {((inputs?: File_Type_WordInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_WordInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_word, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_word(inputs)
	return en_file_type_word(inputs)
});