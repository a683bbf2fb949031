/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Why_OvertimeInputs */

const en_crew_why_overtime = /** @type {(inputs: Crew_Why_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Why overtime`)
};

const es_crew_why_overtime = /** @type {(inputs: Crew_Why_OvertimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Motivo de horas extra`)
};

/**
* | output |
* | --- |
* | "Why overtime" |
*
* @param {Crew_Why_OvertimeInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_why_overtime = /** @type {((inputs?: Crew_Why_OvertimeInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Why_OvertimeInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_why_overtime, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_why_overtime(inputs)
	return en_crew_why_overtime(inputs)
});