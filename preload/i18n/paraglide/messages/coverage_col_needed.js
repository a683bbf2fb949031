/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_NeededInputs */

const en_coverage_col_needed = /** @type {(inputs: Coverage_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Needed`)
};

const es_coverage_col_needed = /** @type {(inputs: Coverage_Col_NeededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Necesarias`)
};

/**
* | output |
* | --- |
* | "Needed" |
*
* @param {Coverage_Col_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_needed = /** @type {((inputs?: Coverage_Col_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_col_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_col_needed(inputs)
	return en_coverage_col_needed(inputs)
});