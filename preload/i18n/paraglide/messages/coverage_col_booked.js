/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_BookedInputs */

const en_coverage_col_booked = /** @type {(inputs: Coverage_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Booked`)
};

const es_coverage_col_booked = /** @type {(inputs: Coverage_Col_BookedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reservadas`)
};

/**
* | output |
* | --- |
* | "Booked" |
*
* @param {Coverage_Col_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_booked = /** @type {((inputs?: Coverage_Col_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_col_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_col_booked(inputs)
	return en_coverage_col_booked(inputs)
});