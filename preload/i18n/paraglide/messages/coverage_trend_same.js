/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ since: NonNullable<unknown> }} Coverage_Trend_SameInputs */

const en_coverage_trend_same = /** @type {(inputs: Coverage_Trend_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No change ${i?.since}`)
};

const es_coverage_trend_same = /** @type {(inputs: Coverage_Trend_SameInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sin cambios ${i?.since}`)
};

/**
* | output |
* | --- |
* | "No change {since}" |
*
* @param {Coverage_Trend_SameInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_same = /** @type {((inputs: Coverage_Trend_SameInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_SameInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_same, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_same(inputs)
	return en_coverage_trend_same(inputs)
});