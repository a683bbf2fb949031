/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Col_AlternatesInputs */

const en_coverage_col_alternates = /** @type {(inputs: Coverage_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

const es_coverage_col_alternates = /** @type {(inputs: Coverage_Col_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplentes`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Coverage_Col_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_col_alternates = /** @type {((inputs?: Coverage_Col_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Col_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_col_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_col_alternates(inputs)
	return en_coverage_col_alternates(inputs)
});