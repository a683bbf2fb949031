/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Folder_RefusedInputs */

const en_print_folder_refused = /** @type {(inputs: Print_Folder_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That folder cannot be written to: the PDF was not saved. Choose another folder, such as Documents.`)
};

const es_print_folder_refused = /** @type {(inputs: Print_Folder_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se puede escribir en esa carpeta: el PDF no se guardó. Elija otra carpeta, como Documentos.`)
};

/**
* | output |
* | --- |
* | "That folder cannot be written to: the PDF was not saved. Choose another folder, such as Documents." |
*
* @param {Print_Folder_RefusedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_folder_refused = /** @type {((inputs?: Print_Folder_RefusedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Folder_RefusedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_folder_refused, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_folder_refused(inputs)
	return en_print_folder_refused(inputs)
});