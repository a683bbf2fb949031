/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ code: NonNullable<unknown> }} Print_Save_Failed_CodeInputs */

const en_print_save_failed_code = /** @type {(inputs: Print_Save_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The PDF could not be saved (${i?.code}). Nothing was left behind; try another folder.`)
};

const es_print_save_failed_code = /** @type {(inputs: Print_Save_Failed_CodeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo guardar el PDF (${i?.code}). No quedó nada a medias; pruebe con otra carpeta.`)
};

/**
* | output |
* | --- |
* | "The PDF could not be saved ({code}). Nothing was left behind; try another folder." |
*
* @param {Print_Save_Failed_CodeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_save_failed_code = /** @type {((inputs: Print_Save_Failed_CodeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Save_Failed_CodeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_save_failed_code, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_save_failed_code(inputs)
	return en_print_save_failed_code(inputs)
});