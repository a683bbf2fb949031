/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_ExtraInputs */

const en_coverage_col_extra = /** @type {(inputs: Coverage_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Extra`)
};

const es_coverage_col_extra = /** @type {(inputs: Coverage_Col_ExtraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`De más`)
};

/**
* | output |
* | --- |
* | "Extra" |
*
* @param {Coverage_Col_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_extra = /** @type {((inputs?: Coverage_Col_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_ExtraInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_col_extra, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_col_extra(inputs)
	return en_coverage_col_extra(inputs)
});