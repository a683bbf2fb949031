/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_CrewInputs */

const en_follow_crew = /** @type {(inputs: Follow_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

const es_follow_crew = /** @type {(inputs: Follow_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Follow_CrewInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_crew = /** @type {((inputs?: Follow_CrewInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_CrewInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_crew, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_crew(inputs)
	return en_follow_crew(inputs)
});