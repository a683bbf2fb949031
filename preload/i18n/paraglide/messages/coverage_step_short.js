/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_ShortInputs */

const en_coverage_step_short = /** @type {(inputs: Coverage_Step_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} short`)
};

const es_coverage_step_short = /** @type {(inputs: Coverage_Step_ShortInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`faltan ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{count} short" |
*
* @param {Coverage_Step_ShortInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_short = /** @type {((inputs: Coverage_Step_ShortInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_ShortInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_short, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_short(inputs)
	return en_coverage_step_short(inputs)
});