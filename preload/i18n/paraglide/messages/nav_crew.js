/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Nav_CrewInputs */

const en_nav_crew = /** @type {(inputs: Nav_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

const es_nav_crew = /** @type {(inputs: Nav_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Nav_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const nav_crew = /** @type {((inputs?: Nav_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Nav_CrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_nav_crew, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_nav_crew(inputs)
	return en_nav_crew(inputs)
});