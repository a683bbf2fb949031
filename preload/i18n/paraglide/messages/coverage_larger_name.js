/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Larger_NameInputs */

const en_coverage_larger_name = /** @type {(inputs: Coverage_Larger_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Larger coverage picture`)
};

const es_coverage_larger_name = /** @type {(inputs: Coverage_Larger_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ampliar el gráfico de cobertura`)
};

/**
* | output |
* | --- |
* | "Larger coverage picture" |
*
* @param {Coverage_Larger_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_larger_name = /** @type {((inputs?: Coverage_Larger_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Larger_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_larger_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_larger_name(inputs)
	return en_coverage_larger_name(inputs)
});