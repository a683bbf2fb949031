/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Search_Events_PlaceholderInputs */

const en_follow_search_events_placeholder = /** @type {(inputs: Follow_Search_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name, date, venue or city`)
};

const es_follow_search_events_placeholder = /** @type {(inputs: Follow_Search_Events_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nombre, fecha, lugar o ciudad`)
};

/**
* | output |
* | --- |
* | "Name, date, venue or city" |
*
* @param {Follow_Search_Events_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_search_events_placeholder = /** @type {((inputs?: Follow_Search_Events_PlaceholderInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Search_Events_PlaceholderInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_search_events_placeholder, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_search_events_placeholder(inputs)
	return en_follow_search_events_placeholder(inputs)
});