/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_NeededInputs */

const en_print_col_needed = /** @type {(inputs: Print_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

const es_print_col_needed = /** @type {(inputs: Print_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plazas`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Print_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_needed = /** @type {((inputs?: Print_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_needed(inputs)
	return en_print_col_needed(inputs)
});