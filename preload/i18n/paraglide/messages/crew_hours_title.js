/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Hours_TitleInputs */

const en_crew_hours_title = /** @type {(inputs: Crew_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hours`)
};

const es_crew_hours_title = /** @type {(inputs: Crew_Hours_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Horas`)
};

/**
* | output |
* | --- |
* | "Hours" |
*
* @param {Crew_Hours_TitleInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_title = /** @type {((inputs?: Crew_Hours_TitleInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_TitleInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_hours_title, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_hours_title(inputs)
	return en_crew_hours_title(inputs)
});