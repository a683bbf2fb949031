/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_LabelInputs */

const en_crew_risk_label = /** @type {(inputs: Crew_Risk_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overtime risk:`)
};

const es_crew_risk_label = /** @type {(inputs: Crew_Risk_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Riesgo de horas extra:`)
};

/**
* | output |
* | --- |
* | "Overtime risk:" |
*
* @param {Crew_Risk_LabelInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_label = /** @type {((inputs?: Crew_Risk_LabelInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_LabelInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_risk_label, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_risk_label(inputs)
	return en_crew_risk_label(inputs)
});