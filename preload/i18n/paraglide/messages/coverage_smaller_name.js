/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Smaller_NameInputs */

const en_coverage_smaller_name = /** @type {(inputs: Coverage_Smaller_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Smaller coverage picture`)
};

const es_coverage_smaller_name = /** @type {(inputs: Coverage_Smaller_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reducir el gráfico de cobertura`)
};

/**
* | output |
* | --- |
* | "Smaller coverage picture" |
*
* @param {Coverage_Smaller_NameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_smaller_name = /** @type {((inputs?: Coverage_Smaller_NameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Smaller_NameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_smaller_name, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_smaller_name(inputs)
	return en_coverage_smaller_name(inputs)
});