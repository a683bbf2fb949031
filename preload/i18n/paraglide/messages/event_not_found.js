/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Not_FoundInputs */

const en_event_not_found = /** @type {(inputs: Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server no longer knows this event. What you see is from the last sync.`)
};

const es_event_not_found = /** @type {(inputs: Event_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor ya no conoce este evento. Lo que ve es de la última sincronización.`)
};

/**
* | output |
* | --- |
* | "The server no longer knows this event. What you see is from the last sync." |
*
* @param {Event_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_not_found = /** @type {((inputs?: Event_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_not_found, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_not_found(inputs)
	return en_event_not_found(inputs)
});