/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_No_Match_HintInputs */

const en_crew_no_match_hint = /** @type {(inputs: Crew_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at names, email addresses and tags.`)
};

const es_crew_no_match_hint = /** @type {(inputs: Crew_No_Match_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda mira nombres, correos electrónicos y etiquetas.`)
};

/**
* | output |
* | --- |
* | "Search looks at names, email addresses and tags." |
*
* @param {Crew_No_Match_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_no_match_hint = /** @type {((inputs?: Crew_No_Match_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_No_Match_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_no_match_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_no_match_hint(inputs)
	return en_crew_no_match_hint(inputs)
});