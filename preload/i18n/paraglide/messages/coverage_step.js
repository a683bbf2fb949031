/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ time: NonNullable<unknown>, figures: NonNullable<unknown> }} Coverage_StepInputs */

const en_coverage_step = /** @type {(inputs: Coverage_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.figures}`)
};

const es_coverage_step = /** @type {(inputs: Coverage_StepInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.time}: ${i?.figures}`)
};

/**
* | output |
* | --- |
* | "{time}: {figures}" |
*
* @param {Coverage_StepInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step = /** @type {((inputs: Coverage_StepInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_StepInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step(inputs)
	return en_coverage_step(inputs)
});