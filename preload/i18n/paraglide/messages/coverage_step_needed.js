/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_NeededInputs */

const en_coverage_step_needed = /** @type {(inputs: Coverage_Step_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} needed`)
};

const es_coverage_step_needed = /** @type {(inputs: Coverage_Step_NeededInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`necesarias ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{count} needed" |
*
* @param {Coverage_Step_NeededInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_needed = /** @type {((inputs: Coverage_Step_NeededInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_NeededInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_needed, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_needed(inputs)
	return en_coverage_step_needed(inputs)
});