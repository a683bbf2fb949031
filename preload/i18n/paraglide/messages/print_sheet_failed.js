/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Sheet_FailedInputs */

const en_print_sheet_failed = /** @type {(inputs: Print_Sheet_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The sheet could not be drawn.`)
};

const es_print_sheet_failed = /** @type {(inputs: Print_Sheet_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No se pudo dibujar la hoja.`)
};

/**
* | output |
* | --- |
* | "The sheet could not be drawn." |
*
* @param {Print_Sheet_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_sheet_failed = /** @type {((inputs?: Print_Sheet_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Sheet_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_sheet_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_sheet_failed(inputs)
	return en_print_sheet_failed(inputs)
});