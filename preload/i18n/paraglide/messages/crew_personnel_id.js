/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Personnel_IdInputs */

const en_crew_personnel_id = /** @type {(inputs: Crew_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personnel id`)
};

const es_crew_personnel_id = /** @type {(inputs: Crew_Personnel_IdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ID de personal`)
};

/**
* | output |
* | --- |
* | "Personnel id" |
*
* @param {Crew_Personnel_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_personnel_id = /** @type {((inputs?: Crew_Personnel_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Personnel_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_personnel_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_personnel_id(inputs)
	return en_crew_personnel_id(inputs)
});