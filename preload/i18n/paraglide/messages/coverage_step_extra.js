/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_ExtraInputs */

const en_coverage_step_extra = /** @type {(inputs: Coverage_Step_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} extra`)
};

const es_coverage_step_extra = /** @type {(inputs: Coverage_Step_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`de más ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{count} extra" |
*
* @param {Coverage_Step_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_extra = /** @type {((inputs: Coverage_Step_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_ExtraInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_extra, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_extra(inputs)
	return en_coverage_step_extra(inputs)
});