/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Disk_FullInputs */

const en_print_disk_full = /** @type {(inputs: Print_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The disk is full: the PDF was not saved and nothing was left behind. Free some space or choose another drive.`)
};

const es_print_disk_full = /** @type {(inputs: Print_Disk_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El disco está lleno: el PDF no se guardó y no quedó nada a medias. Libere espacio o elija otra unidad.`)
};

/**
* | output |
* | --- |
* | "The disk is full: the PDF was not saved and nothing was left behind. Free some space or choose another drive." |
*
* @param {Print_Disk_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_disk_full = /** @type {((inputs?: Print_Disk_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Disk_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_disk_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_disk_full(inputs)
	return en_print_disk_full(inputs)
});