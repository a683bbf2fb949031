/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Since_MorningInputs */

const en_coverage_trend_since_morning = /** @type {(inputs: Coverage_Trend_Since_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`since this morning`)
};

const es_coverage_trend_since_morning = /** @type {(inputs: Coverage_Trend_Since_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desde esta mañana`)
};

/**
* | output |
* | --- |
* | "since this morning" |
*
* @param {Coverage_Trend_Since_MorningInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_since_morning = /** @type {((inputs?: Coverage_Trend_Since_MorningInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Since_MorningInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_since_morning, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_since_morning(inputs)
	return en_coverage_trend_since_morning(inputs)
});