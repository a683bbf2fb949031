/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kind: NonNullable<unknown> }} File_Type_ImageInputs */

const en_file_type_image = /** @type {(inputs: File_Type_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.kind} image`)
};

const es_file_type_image = /** @type {(inputs: File_Type_ImageInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Imagen ${i?.kind}`)
};

/**
* | output |
* | --- |
* | "{kind} image" |
*
* @param {File_Type_ImageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const file_type_image = /** @type {((inputs: File_Type_ImageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<File_Type_ImageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_file_type_image, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_file_type_image(inputs)
	return en_file_type_image(inputs)
});