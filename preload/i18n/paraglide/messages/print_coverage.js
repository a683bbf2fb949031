/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Print_CoverageInputs */

const en_print_coverage = /** @type {(inputs: Print_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage`)
};

const es_print_coverage = /** @type {(inputs: Print_CoverageInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura`)
};

/**
* | output |
* | --- |
* | "Coverage" |
*
* @param {Print_CoverageInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_coverage = /** @type {((inputs?: Print_CoverageInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_CoverageInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_print_coverage, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_coverage(inputs)
	return en_print_coverage(inputs)
});