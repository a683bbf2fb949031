/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ limit: NonNullable<unknown> }} Crew_Would_PassInputs */

const en_crew_would_pass = /** @type {(inputs: Crew_Would_PassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Would pass ${i?.limit} by the end of the shift.`)
};

const es_crew_would_pass = /** @type {(inputs: Crew_Would_PassInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pasaría de ${i?.limit} al final del turno.`)
};

/**
* | output |
* | --- |
* | "Would pass {limit} by the end of the shift." |
*
* @param {Crew_Would_PassInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_would_pass = /** @type {((inputs: Crew_Would_PassInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Would_PassInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_would_pass, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_would_pass(inputs)
	return en_crew_would_pass(inputs)
});