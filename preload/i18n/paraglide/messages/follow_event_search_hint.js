/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Event_Search_HintInputs */

const en_follow_event_search_hint = /** @type {(inputs: Follow_Event_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search looks at names, dates, venues and cities. You can also follow an event by its id.`)
};

const es_follow_event_search_hint = /** @type {(inputs: Follow_Event_Search_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La búsqueda mira nombres, fechas, lugares y ciudades. También puede seguir un evento por su ID.`)
};

/**
* | output |
* | --- |
* | "Search looks at names, dates, venues and cities. You can also follow an event by its id." |
*
* @param {Follow_Event_Search_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_event_search_hint = /** @type {((inputs?: Follow_Event_Search_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Event_Search_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_event_search_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_event_search_hint(inputs)
	return en_follow_event_search_hint(inputs)
});