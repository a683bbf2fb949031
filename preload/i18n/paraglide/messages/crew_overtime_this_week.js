/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Overtime_This_WeekInputs */

const en_crew_overtime_this_week = /** @type {(inputs: Crew_Overtime_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Worked overtime this week.`)
};

const es_crew_overtime_this_week = /** @type {(inputs: Crew_Overtime_This_WeekInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trabajó horas extra esta semana.`)
};

/**
* | output |
* | --- |
* | "Worked overtime this week." |
*
* @param {Crew_Overtime_This_WeekInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_overtime_this_week = /** @type {((inputs?: Crew_Overtime_This_WeekInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Overtime_This_WeekInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_overtime_this_week, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_overtime_this_week(inputs)
	return en_crew_overtime_this_week(inputs)
});