/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Shift_FallbackInputs */

const en_event_shift_fallback = /** @type {(inputs: Event_Shift_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shift ${i?.id}`)
};

const es_event_shift_fallback = /** @type {(inputs: Event_Shift_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Turno ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Shift {id}" |
*
* @param {Event_Shift_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shift_fallback = /** @type {((inputs: Event_Shift_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shift_FallbackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_shift_fallback, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_shift_fallback(inputs)
	return en_event_shift_fallback(inputs)
});