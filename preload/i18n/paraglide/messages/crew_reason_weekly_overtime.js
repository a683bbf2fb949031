/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Reason_Weekly_OvertimeInputs */

const en_crew_reason_weekly_overtime = /** @type {(inputs: Crew_Reason_Weekly_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`weekly overtime`)
};

const es_crew_reason_weekly_overtime = /** @type {(inputs: Crew_Reason_Weekly_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`horas extra semanales`)
};

/**
* | output |
* | --- |
* | "weekly overtime" |
*
* @param {Crew_Reason_Weekly_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_reason_weekly_overtime = /** @type {((inputs?: Crew_Reason_Weekly_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Reason_Weekly_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_reason_weekly_overtime, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_reason_weekly_overtime(inputs)
	return en_crew_reason_weekly_overtime(inputs)
});