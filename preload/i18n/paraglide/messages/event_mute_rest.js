/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Mute_RestInputs */

const en_event_mute_rest = /** @type {(inputs: Event_Mute_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`for this event`)
};

const es_event_mute_rest = /** @type {(inputs: Event_Mute_RestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`del evento`)
};

/**
* | output |
* | --- |
* | "for this event" |
*
* @param {Event_Mute_RestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_mute_rest = /** @type {((inputs?: Event_Mute_RestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Mute_RestInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_mute_rest, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_mute_rest(inputs)
	return en_event_mute_rest(inputs)
});