/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Follow_Fetching_EventsInputs */

const en_follow_fetching_events = /** @type {(inputs: Follow_Fetching_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fetching the event list…`)
};

const es_follow_fetching_events = /** @type {(inputs: Follow_Fetching_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Obteniendo la lista de eventos…`)
};

/**
* | output |
* | --- |
* | "Fetching the event list…" |
*
* @param {Follow_Fetching_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const follow_fetching_events = /** @type {((inputs?: Follow_Fetching_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Follow_Fetching_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_follow_fetching_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_follow_fetching_events(inputs)
	return en_follow_fetching_events(inputs)
});