/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Table_RegionInputs */

const en_coverage_table_region = /** @type {(inputs: Coverage_Table_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage figures, scrollable`)
};

const es_coverage_table_region = /** @type {(inputs: Coverage_Table_RegionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cifras de cobertura, desplazable`)
};

/**
* | output |
* | --- |
* | "Coverage figures, scrollable" |
*
* @param {Coverage_Table_RegionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_table_region = /** @type {((inputs?: Coverage_Table_RegionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Table_RegionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_table_region, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_table_region(inputs)
	return en_coverage_table_region(inputs)
});