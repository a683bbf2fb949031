/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, from: NonNullable<unknown>, to: NonNullable<unknown> }} Coverage_Gap_Steady_ShortInputs */

const en_coverage_gap_steady_short = /** @type {(inputs: Coverage_Gap_Steady_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short ${i?.from}–${i?.to}`)
};

const es_coverage_gap_steady_short = /** @type {(inputs: Coverage_Gap_Steady_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Faltan ${i?.count}, ${i?.from}–${i?.to}`)
};

/**
* | output |
* | --- |
* | "{count} short {from}–{to}" |
*
* @param {Coverage_Gap_Steady_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_gap_steady_short = /** @type {((inputs: Coverage_Gap_Steady_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Gap_Steady_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_gap_steady_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_gap_steady_short(inputs)
	return en_coverage_gap_steady_short(inputs)
});