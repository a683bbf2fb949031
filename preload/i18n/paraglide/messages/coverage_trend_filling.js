/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_FillingInputs */

const en_coverage_trend_filling = /** @type {(inputs: Coverage_Trend_FillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Filling`)
};

const es_coverage_trend_filling = /** @type {(inputs: Coverage_Trend_FillingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Llenándose`)
};

/**
* | output |
* | --- |
* | "Filling" |
*
* @param {Coverage_Trend_FillingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_filling = /** @type {((inputs?: Coverage_Trend_FillingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_FillingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_filling, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_filling(inputs)
	return en_coverage_trend_filling(inputs)
});