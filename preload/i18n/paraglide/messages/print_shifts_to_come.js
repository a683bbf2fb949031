/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Shifts_To_ComeInputs */

const en_print_shifts_to_come = /** @type {(inputs: Print_Shifts_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Still to come`)
};

const es_print_shifts_to_come = /** @type {(inputs: Print_Shifts_To_ComeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los que faltan`)
};

/**
* | output |
* | --- |
* | "Still to come" |
*
* @param {Print_Shifts_To_ComeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_shifts_to_come = /** @type {((inputs?: Print_Shifts_To_ComeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Shifts_To_ComeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_shifts_to_come, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_shifts_to_come(inputs)
	return en_print_shifts_to_come(inputs)
});