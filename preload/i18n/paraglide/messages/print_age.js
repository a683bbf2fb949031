/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ printed: NonNullable<unknown>, asOf: NonNullable<unknown> }} Print_AgeInputs */

const en_print_age = /** @type {(inputs: Print_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Printed ${i?.printed} · data as of ${i?.asOf}`)
};

const es_print_age = /** @type {(inputs: Print_AgeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Impreso ${i?.printed} · datos de ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Printed {printed} · data as of {asOf}" |
*
* @param {Print_AgeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_age = /** @type {((inputs: Print_AgeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_AgeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_age, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_age(inputs)
	return en_print_age(inputs)
});