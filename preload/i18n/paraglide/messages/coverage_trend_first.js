/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown> }} Coverage_Trend_FirstInputs */

const en_coverage_trend_first = /** @type {(inputs: Coverage_Trend_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No trend yet (first reading ${i?.time})`)
};

const es_coverage_trend_first = /** @type {(inputs: Coverage_Trend_FirstInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Aún sin tendencia (primera lectura ${i?.time})`)
};

/**
* | output |
* | --- |
* | "No trend yet (first reading {time})" |
*
* @param {Coverage_Trend_FirstInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_first = /** @type {((inputs: Coverage_Trend_FirstInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_FirstInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_first, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_first(inputs)
	return en_coverage_trend_first(inputs)
});