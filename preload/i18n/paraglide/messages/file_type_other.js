/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} File_Type_OtherInputs */

const en_file_type_other = /** @type {(inputs: File_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A type of file not named here`)
};

const es_file_type_other = /** @type {(inputs: File_Type_OtherInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Un tipo de archivo sin nombre aquí`)
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
export const file_type_other = /** @type {((inputs?: File_Type_OtherInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_OtherInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_other, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_other(inputs)
	return en_file_type_other(inputs)
});