/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Save_FailedInputs */

const en_print_save_failed = /** @type {(inputs: Print_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The PDF could not be saved. Nothing was left behind; try another folder.`)
};

const es_print_save_failed = /** @type {(inputs: Print_Save_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el PDF. No quedó nada a medias; pruebe con otra carpeta.`)
};

/**
* | output |
* | --- |
* | "The PDF could not be saved. Nothing was left behind; try another folder." |
*
* @param {Print_Save_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_save_failed = /** @type {((inputs?: Print_Save_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_save_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_save_failed(inputs)
	return en_print_save_failed(inputs)
});