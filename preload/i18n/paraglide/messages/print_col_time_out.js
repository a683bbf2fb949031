/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_Time_OutInputs */

const en_print_col_time_out = /** @type {(inputs: Print_Col_Time_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Time out`)
};

const es_print_col_time_out = /** @type {(inputs: Print_Col_Time_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Salida`)
};

/**
* | output |
* | --- |
* | "Time out" |
*
* @param {Print_Col_Time_OutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_time_out = /** @type {((inputs?: Print_Col_Time_OutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_Time_OutInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_time_out, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_time_out(inputs)
	return en_print_col_time_out(inputs)
});