/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_ListInputs */

const en_crew_list = /** @type {(inputs: Crew_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Crew`)
};

const es_crew_list = /** @type {(inputs: Crew_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Equipo`)
};

/**
* | output |
* | --- |
* | "Crew" |
*
* @param {Crew_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_list = /** @type {((inputs?: Crew_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_list(inputs)
	return en_crew_list(inputs)
});