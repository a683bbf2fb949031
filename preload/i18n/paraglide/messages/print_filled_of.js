/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Print_Filled_OfInputs */

const en_print_filled_of = /** @type {(inputs: Print_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled`)
};

const es_print_filled_of = /** @type {(inputs: Print_Filled_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} de ${i?.needed} cubiertas`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled" |
*
* @param {Print_Filled_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_filled_of = /** @type {((inputs: Print_Filled_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Filled_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_filled_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_filled_of(inputs)
	return en_print_filled_of(inputs)
});