/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_FailedInputs */

const en_print_failed = /** @type {(inputs: Print_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The sheet could not be printed (${i?.reason}). Try again, or use “Save as PDF…”.`)
};

const es_print_failed = /** @type {(inputs: Print_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudo imprimir la hoja (${i?.reason}). Vuelva a intentarlo o use «Guardar como PDF…».`)
};

/**
* | output |
* | --- |
* | "The sheet could not be printed ({reason}). Try again, or use “Save as PDF…”." |
*
* @param {Print_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_failed = /** @type {((inputs: Print_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_failed(inputs)
	return en_print_failed(inputs)
});