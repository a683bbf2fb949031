/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_LosingInputs */

const en_coverage_trend_losing = /** @type {(inputs: Coverage_Trend_LosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Losing people`)
};

const es_coverage_trend_losing = /** @type {(inputs: Coverage_Trend_LosingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Perdiendo gente`)
};

/**
* | output |
* | --- |
* | "Losing people" |
*
* @param {Coverage_Trend_LosingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_losing = /** @type {((inputs?: Coverage_Trend_LosingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_LosingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_losing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_losing(inputs)
	return en_coverage_trend_losing(inputs)
});