/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_Time_InInputs */

const en_print_col_time_in = /** @type {(inputs: Print_Col_Time_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time in`)
};

const es_print_col_time_in = /** @type {(inputs: Print_Col_Time_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Entrada`)
};

/**
* | output |
* | --- |
* | "Time in" |
*
* @param {Print_Col_Time_InInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_time_in = /** @type {((inputs?: Print_Col_Time_InInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_Time_InInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_time_in, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_time_in(inputs)
	return en_print_col_time_in(inputs)
});