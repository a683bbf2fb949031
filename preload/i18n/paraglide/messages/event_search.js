/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_SearchInputs */

const en_event_search = /** @type {(inputs: Event_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search shifts`)
};

const es_event_search = /** @type {(inputs: Event_SearchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Buscar turnos`)
};

/**
* | output |
* | --- |
* | "Search shifts" |
*
* @param {Event_SearchInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_search = /** @type {((inputs?: Event_SearchInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_SearchInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_search, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_search(inputs)
	return en_event_search(inputs)
});