/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_No_Event_MatchInputs */

const en_follow_no_event_match = /** @type {(inputs: Follow_No_Event_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No event matches`)
};

const es_follow_no_event_match = /** @type {(inputs: Follow_No_Event_MatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ningún evento coincide`)
};

/**
* | output |
* | --- |
* | "No event matches" |
*
* @param {Follow_No_Event_MatchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_no_event_match = /** @type {((inputs?: Follow_No_Event_MatchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_No_Event_MatchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_no_event_match, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_no_event_match(inputs)
	return en_follow_no_event_match(inputs)
});