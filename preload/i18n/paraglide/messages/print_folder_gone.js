/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Folder_GoneInputs */

const en_print_folder_gone = /** @type {(inputs: Print_Folder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That folder no longer exists: the PDF was not saved. Choose another folder.`)
};

const es_print_folder_gone = /** @type {(inputs: Print_Folder_GoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa carpeta ya no existe: el PDF no se guardó. Elija otra carpeta.`)
};

/**
* | output |
* | --- |
* | "That folder no longer exists: the PDF was not saved. Choose another folder." |
*
* @param {Print_Folder_GoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_folder_gone = /** @type {((inputs?: Print_Folder_GoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Folder_GoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_folder_gone, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_folder_gone(inputs)
	return en_print_folder_gone(inputs)
});