/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Since_YesterdayInputs */

const en_coverage_trend_since_yesterday = /** @type {(inputs: Coverage_Trend_Since_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`since yesterday`)
};

const es_coverage_trend_since_yesterday = /** @type {(inputs: Coverage_Trend_Since_YesterdayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`desde ayer`)
};

/**
* | output |
* | --- |
* | "since yesterday" |
*
* @param {Coverage_Trend_Since_YesterdayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_since_yesterday = /** @type {((inputs?: Coverage_Trend_Since_YesterdayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Since_YesterdayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_since_yesterday, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_since_yesterday(inputs)
	return en_coverage_trend_since_yesterday(inputs)
});