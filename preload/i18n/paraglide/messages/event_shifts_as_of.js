/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ asOf: NonNullable<unknown> }} Event_Shifts_As_OfInputs */

const en_event_shifts_as_of = /** @type {(inputs: Event_Shifts_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shifts as of ${i?.asOf}`)
};

const es_event_shifts_as_of = /** @type {(inputs: Event_Shifts_As_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Datos de ${i?.asOf}`)
};

/**
* | output |
* | --- |
* | "Shifts as of {asOf}" |
*
* @param {Event_Shifts_As_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_as_of = /** @type {((inputs: Event_Shifts_As_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_As_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_shifts_as_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_shifts_as_of(inputs)
	return en_event_shifts_as_of(inputs)
});