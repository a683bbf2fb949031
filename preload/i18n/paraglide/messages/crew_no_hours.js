/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_HoursInputs */

const en_crew_no_hours = /** @type {(inputs: Crew_No_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hours this week`)
};

const es_crew_no_hours = /** @type {(inputs: Crew_No_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin horas esta semana`)
};

/**
* | output |
* | --- |
* | "No hours this week" |
*
* @param {Crew_No_HoursInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_hours = /** @type {((inputs?: Crew_No_HoursInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_HoursInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_hours, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_hours(inputs)
	return en_crew_no_hours(inputs)
});