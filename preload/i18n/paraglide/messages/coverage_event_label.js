/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Coverage_Event_LabelInputs */

const en_coverage_event_label = /** @type {(inputs: Coverage_Event_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Coverage of ${i?.name} by 15 minutes`)
};

const es_coverage_event_label = /** @type {(inputs: Coverage_Event_LabelInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Cobertura de ${i?.name} cada 15 minutos`)
};

/**
* | output |
* | --- |
* | "Coverage of {name} by 15 minutes" |
*
* @param {Coverage_Event_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const coverage_event_label = /** @type {((inputs: Coverage_Event_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Coverage_Event_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_coverage_event_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_coverage_event_label(inputs)
	return en_coverage_event_label(inputs)
});