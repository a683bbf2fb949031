/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_EventsInputs */

const en_follow_search_events = /** @type {(inputs: Follow_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search events`)
};

const es_follow_search_events = /** @type {(inputs: Follow_Search_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar eventos`)
};

/**
* | output |
* | --- |
* | "Search events" |
*
* @param {Follow_Search_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_events = /** @type {((inputs?: Follow_Search_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_search_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_search_events(inputs)
	return en_follow_search_events(inputs)
});