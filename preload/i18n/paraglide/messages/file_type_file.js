/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_FileInputs */

const en_file_type_file = /** @type {(inputs: File_Type_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} file`)
};

const es_file_type_file = /** @type {(inputs: File_Type_FileInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Archivo ${i?.kind}`)
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
export const file_type_file = /** @type {((inputs: File_Type_FileInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_FileInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_file, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_file(inputs)
	return en_file_type_file(inputs)
});