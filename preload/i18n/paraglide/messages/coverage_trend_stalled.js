/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_StalledInputs */

const en_coverage_trend_stalled = /** @type {(inputs: Coverage_Trend_StalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stalled`)
};

const es_coverage_trend_stalled = /** @type {(inputs: Coverage_Trend_StalledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estancado`)
};

/**
* | output |
* | --- |
* | "Stalled" |
*
* @param {Coverage_Trend_StalledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_stalled = /** @type {((inputs?: Coverage_Trend_StalledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_StalledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_stalled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_stalled(inputs)
	return en_coverage_trend_stalled(inputs)
});