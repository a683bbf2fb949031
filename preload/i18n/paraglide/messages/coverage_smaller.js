/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_SmallerInputs */

const en_coverage_smaller = /** @type {(inputs: Coverage_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smaller`)
};

const es_coverage_smaller = /** @type {(inputs: Coverage_SmallerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reducir`)
};

/**
* | output |
* | --- |
* | "Smaller" |
*
* @param {Coverage_SmallerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_smaller = /** @type {((inputs?: Coverage_SmallerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_SmallerInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_smaller, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_smaller(inputs)
	return en_coverage_smaller(inputs)
});