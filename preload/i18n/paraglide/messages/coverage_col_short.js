/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_ShortInputs */

const en_coverage_col_short = /** @type {(inputs: Coverage_Col_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Short`)
};

const es_coverage_col_short = /** @type {(inputs: Coverage_Col_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Faltan`)
};

/**
* | output |
* | --- |
* | "Short" |
*
* @param {Coverage_Col_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_short = /** @type {((inputs?: Coverage_Col_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_col_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_col_short(inputs)
	return en_coverage_col_short(inputs)
});