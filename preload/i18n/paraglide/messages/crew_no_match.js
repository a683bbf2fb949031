/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ query: NonNullable<unknown> }} Crew_No_MatchInputs */

const en_crew_no_match = /** @type {(inputs: Crew_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nobody matches “${i?.query}”`)
};

const es_crew_no_match = /** @type {(inputs: Crew_No_MatchInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Nadie coincide con «${i?.query}»`)
};

/**
* | output |
* | --- |
* | "Nobody matches “{query}”" |
*
* @param {Crew_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_match = /** @type {((inputs: Crew_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_match, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_match(inputs)
	return en_crew_no_match(inputs)
});