/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_Not_FoundInputs */

const en_crew_not_found = /** @type {(inputs: Crew_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not found on server`)
};

const es_crew_not_found = /** @type {(inputs: Crew_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No está en el servidor`)
};

/**
* | output |
* | --- |
* | "Not found on server" |
*
* @param {Crew_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_not_found = /** @type {((inputs?: Crew_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_not_found, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_not_found(inputs)
	return en_crew_not_found(inputs)
});