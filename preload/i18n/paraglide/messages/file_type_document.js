/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_DocumentInputs */

const en_file_type_document = /** @type {(inputs: File_Type_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} document`)
};

const es_file_type_document = /** @type {(inputs: File_Type_DocumentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Documento ${i?.kind}`)
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
export const file_type_document = /** @type {((inputs: File_Type_DocumentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_DocumentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_document, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_document(inputs)
	return en_file_type_document(inputs)
});