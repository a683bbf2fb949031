/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_MatchInputs */

const en_event_no_match = /** @type {(inputs: Event_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shift matches`)
};

const es_event_no_match = /** @type {(inputs: Event_No_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún turno coincide`)
};

/**
* | output |
* | --- |
* | "No shift matches" |
*
* @param {Event_No_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_match = /** @type {((inputs?: Event_No_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_no_match, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_no_match(inputs)
	return en_event_no_match(inputs)
});