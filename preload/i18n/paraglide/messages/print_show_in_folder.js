/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Show_In_FolderInputs */

const en_print_show_in_folder = /** @type {(inputs: Print_Show_In_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show in folder`)
};

const es_print_show_in_folder = /** @type {(inputs: Print_Show_In_FolderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mostrar en la carpeta`)
};

/**
* | output |
* | --- |
* | "Show in folder" |
*
* @param {Print_Show_In_FolderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_show_in_folder = /** @type {((inputs?: Print_Show_In_FolderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Show_In_FolderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_show_in_folder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_show_in_folder(inputs)
	return en_print_show_in_folder(inputs)
});