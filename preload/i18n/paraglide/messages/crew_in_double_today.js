/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_In_Double_TodayInputs */

const en_crew_in_double_today = /** @type {(inputs: Crew_In_Double_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In double time today.`)
};

const es_crew_in_double_today = /** @type {(inputs: Crew_In_Double_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En tiempo doble hoy.`)
};

/**
* | output |
* | --- |
* | "In double time today." |
*
* @param {Crew_In_Double_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_in_double_today = /** @type {((inputs?: Crew_In_Double_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_In_Double_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_in_double_today, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_in_double_today(inputs)
	return en_crew_in_double_today(inputs)
});