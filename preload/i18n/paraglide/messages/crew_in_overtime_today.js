/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_In_Overtime_TodayInputs */

const en_crew_in_overtime_today = /** @type {(inputs: Crew_In_Overtime_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In overtime today.`)
};

const es_crew_in_overtime_today = /** @type {(inputs: Crew_In_Overtime_TodayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`En horas extra hoy.`)
};

/**
* | output |
* | --- |
* | "In overtime today." |
*
* @param {Crew_In_Overtime_TodayInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_in_overtime_today = /** @type {((inputs?: Crew_In_Overtime_TodayInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_In_Overtime_TodayInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_in_overtime_today, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_in_overtime_today(inputs)
	return en_crew_in_overtime_today(inputs)
});