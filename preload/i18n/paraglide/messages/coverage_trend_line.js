/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Trend_LineInputs */

const en_coverage_trend_line = /** @type {(inputs: Coverage_Trend_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Share of places booked over the last ${i?.count} days`)
};

const es_coverage_trend_line = /** @type {(inputs: Coverage_Trend_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Parte de las plazas reservadas en los últimos ${i?.count} días`)
};

/**
* | output |
* | --- |
* | "Share of places booked over the last {count} days" |
*
* @param {Coverage_Trend_LineInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_trend_line = /** @type {((inputs: Coverage_Trend_LineInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Trend_LineInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_trend_line, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_trend_line(inputs)
	return en_coverage_trend_line(inputs)
});