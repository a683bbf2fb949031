/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_LargerInputs */

const en_coverage_larger = /** @type {(inputs: Coverage_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger`)
};

const es_coverage_larger = /** @type {(inputs: Coverage_LargerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ampliar`)
};

/**
* | output |
* | --- |
* | "Larger" |
*
* @param {Coverage_LargerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_larger = /** @type {((inputs?: Coverage_LargerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_LargerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_larger, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_larger(inputs)
	return en_coverage_larger(inputs)
});