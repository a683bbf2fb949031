/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Print_Read_FailedInputs */

const en_print_read_failed = /** @type {(inputs: Print_Read_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The local data could not be read (${i?.reason}).`)
};

const es_print_read_failed = /** @type {(inputs: Print_Read_FailedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron leer los datos locales (${i?.reason}).`)
};

/**
* | output |
* | --- |
* | "The local data could not be read ({reason})." |
*
* @param {Print_Read_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_read_failed = /** @type {((inputs: Print_Read_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Read_FailedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_read_failed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_read_failed(inputs)
	return en_print_read_failed(inputs)
});