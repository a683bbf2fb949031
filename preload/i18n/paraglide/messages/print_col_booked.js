/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_Col_BookedInputs */

const en_print_col_booked = /** @type {(inputs: Print_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

const es_print_col_booked = /** @type {(inputs: Print_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cubiertas`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Print_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_col_booked = /** @type {((inputs?: Print_Col_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Col_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_col_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_col_booked(inputs)
	return en_print_col_booked(inputs)
});