/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Coverage_Step_BookedInputs */

const en_coverage_step_booked = /** @type {(inputs: Coverage_Step_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} booked`)
};

const es_coverage_step_booked = /** @type {(inputs: Coverage_Step_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`reservadas ${i?.count}`)
};

/**
* | output |
* | --- |
* | "{count} booked" |
*
* @param {Coverage_Step_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_step_booked = /** @type {((inputs: Coverage_Step_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Step_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_step_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_step_booked(inputs)
	return en_coverage_step_booked(inputs)
});