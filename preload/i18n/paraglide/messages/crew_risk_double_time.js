/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Risk_Double_TimeInputs */

const en_crew_risk_double_time = /** @type {(inputs: Crew_Risk_Double_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Double time`)
};

const es_crew_risk_double_time = /** @type {(inputs: Crew_Risk_Double_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tiempo doble`)
};

/**
* | output |
* | --- |
* | "Double time" |
*
* @param {Crew_Risk_Double_TimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_risk_double_time = /** @type {((inputs?: Crew_Risk_Double_TimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Risk_Double_TimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_risk_double_time, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_risk_double_time(inputs)
	return en_crew_risk_double_time(inputs)
});