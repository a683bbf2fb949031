/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Crew_RegularInputs */

const en_crew_regular = /** @type {(inputs: Crew_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Regular`)
};

const es_crew_regular = /** @type {(inputs: Crew_RegularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Normales`)
};

/**
* | output |
* | --- |
* | "Regular" |
*
* @param {Crew_RegularInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_regular = /** @type {((inputs?: Crew_RegularInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_RegularInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_regular, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_regular(inputs)
	return en_crew_regular(inputs)
});