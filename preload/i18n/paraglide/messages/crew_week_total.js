/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Week_TotalInputs */

const en_crew_week_total = /** @type {(inputs: Crew_Week_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Week total`)
};

const es_crew_week_total = /** @type {(inputs: Crew_Week_TotalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Total de la semana`)
};

/**
* | output |
* | --- |
* | "Week total" |
*
* @param {Crew_Week_TotalInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_week_total = /** @type {((inputs?: Crew_Week_TotalInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Week_TotalInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_week_total, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_week_total(inputs)
	return en_crew_week_total(inputs)
});