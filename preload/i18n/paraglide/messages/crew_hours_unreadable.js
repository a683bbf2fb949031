/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Crew_Hours_UnreadableInputs */

const en_crew_hours_unreadable = /** @type {(inputs: Crew_Hours_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The stored hours could not be read: ${i?.reason}`)
};

const es_crew_hours_unreadable = /** @type {(inputs: Crew_Hours_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`No se pudieron leer las horas guardadas: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The stored hours could not be read: {reason}" |
*
* @param {Crew_Hours_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const crew_hours_unreadable = /** @type {((inputs: Crew_Hours_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Crew_Hours_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_crew_hours_unreadable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_crew_hours_unreadable(inputs)
	return en_crew_hours_unreadable(inputs)
});