/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Event_FallbackInputs */

const en_print_event_fallback = /** @type {(inputs: Print_Event_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

const es_print_event_fallback = /** @type {(inputs: Print_Event_FallbackInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Evento ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Print_Event_FallbackInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_fallback = /** @type {((inputs: Print_Event_FallbackInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_FallbackInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_event_fallback, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_event_fallback(inputs)
	return en_print_event_fallback(inputs)
});