/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Crew_OnlyInputs */

const en_follow_crew_only = /** @type {(inputs: Follow_Crew_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew only`)
};

const es_follow_crew_only = /** @type {(inputs: Follow_Crew_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Solo el equipo`)
};

/**
* | output |
* | --- |
* | "Crew only" |
*
* @param {Follow_Crew_OnlyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_crew_only = /** @type {((inputs?: Follow_Crew_OnlyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Crew_OnlyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_crew_only, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_crew_only(inputs)
	return en_follow_crew_only(inputs)
});