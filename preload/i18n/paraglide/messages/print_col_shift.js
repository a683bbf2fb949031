/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_ShiftInputs */

const en_print_col_shift = /** @type {(inputs: Print_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

const es_print_col_shift = /** @type {(inputs: Print_Col_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turno`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Print_Col_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_shift = /** @type {((inputs?: Print_Col_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_shift(inputs)
	return en_print_col_shift(inputs)
});