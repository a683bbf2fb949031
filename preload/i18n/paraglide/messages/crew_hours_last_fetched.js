/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_Last_FetchedInputs */

const en_crew_hours_last_fetched = /** @type {(inputs: Crew_Hours_Last_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`These are the hours last fetched.`)
};

const es_crew_hours_last_fetched = /** @type {(inputs: Crew_Hours_Last_FetchedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Estas son las últimas horas traídas.`)
};

/**
* | output |
* | --- |
* | "These are the hours last fetched." |
*
* @param {Crew_Hours_Last_FetchedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_last_fetched = /** @type {((inputs?: Crew_Hours_Last_FetchedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_Last_FetchedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_hours_last_fetched, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_hours_last_fetched(inputs)
	return en_crew_hours_last_fetched(inputs)
});