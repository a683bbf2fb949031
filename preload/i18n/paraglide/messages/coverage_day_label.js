/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Coverage_Day_LabelInputs */

const en_coverage_day_label = /** @type {(inputs: Coverage_Day_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coverage of today's events by 15 minutes`)
};

const es_coverage_day_label = /** @type {(inputs: Coverage_Day_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cobertura de los eventos de hoy cada 15 minutos`)
};

/**
* | output |
* | --- |
* | "Coverage of today's events by 15 minutes" |
*
* @param {Coverage_Day_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_day_label = /** @type {((inputs?: Coverage_Day_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Day_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_day_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_day_label(inputs)
	return en_coverage_day_label(inputs)
});