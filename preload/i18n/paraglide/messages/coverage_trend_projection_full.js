/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Trend_Projection_FullInputs */

const en_coverage_trend_projection_full = /** @type {(inputs: Coverage_Trend_Projection_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`at this pace every place booked by the start`)
};

const es_coverage_trend_projection_full = /** @type {(inputs: Coverage_Trend_Projection_FullInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`a este ritmo todas las plazas estarán cubiertas al empezar`)
};

/**
* | output |
* | --- |
* | "at this pace every place booked by the start" |
*
* @param {Coverage_Trend_Projection_FullInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_projection_full = /** @type {((inputs?: Coverage_Trend_Projection_FullInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_Projection_FullInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_projection_full, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_projection_full(inputs)
	return en_coverage_trend_projection_full(inputs)
});