/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, limit: NonNullable<unknown> }} Crew_Week_PastInputs */

const en_crew_week_past = /** @type {(inputs: Crew_Week_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h this week, past ${i?.limit}.`)
};

const es_crew_week_past = /** @type {(inputs: Crew_Week_PastInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.hours} h esta semana, más de ${i?.limit}.`)
};

/**
* | output |
* | --- |
* | "{hours} h this week, past {limit}." |
*
* @param {Crew_Week_PastInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_past = /** @type {((inputs: Crew_Week_PastInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_PastInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_week_past, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_week_past(inputs)
	return en_crew_week_past(inputs)
});