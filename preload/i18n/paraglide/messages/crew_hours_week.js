/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_WeekInputs */

const en_crew_hours_week = /** @type {(inputs: Crew_Hours_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`h this week`)
};

const es_crew_hours_week = /** @type {(inputs: Crew_Hours_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`h esta semana`)
};

/**
* | output |
* | --- |
* | "h this week" |
*
* @param {Crew_Hours_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_week = /** @type {((inputs?: Crew_Hours_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_hours_week, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_hours_week(inputs)
	return en_crew_hours_week(inputs)
});