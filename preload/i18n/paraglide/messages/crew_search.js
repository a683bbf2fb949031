/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_SearchInputs */

const en_crew_search = /** @type {(inputs: Crew_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search crew`)
};

const es_crew_search = /** @type {(inputs: Crew_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar en el equipo`)
};

/**
* | output |
* | --- |
* | "Search crew" |
*
* @param {Crew_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_search = /** @type {((inputs?: Crew_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_search, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_search(inputs)
	return en_crew_search(inputs)
});