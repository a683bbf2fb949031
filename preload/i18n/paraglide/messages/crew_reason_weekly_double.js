/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Reason_Weekly_DoubleInputs */

const en_crew_reason_weekly_double = /** @type {(inputs: Crew_Reason_Weekly_DoubleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weekly double time`)
};

const es_crew_reason_weekly_double = /** @type {(inputs: Crew_Reason_Weekly_DoubleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`tiempo doble semanal`)
};

/**
* | output |
* | --- |
* | "weekly double time" |
*
* @param {Crew_Reason_Weekly_DoubleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_reason_weekly_double = /** @type {((inputs?: Crew_Reason_Weekly_DoubleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Reason_Weekly_DoubleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_reason_weekly_double, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_reason_weekly_double(inputs)
	return en_crew_reason_weekly_double(inputs)
});