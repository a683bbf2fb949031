/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Event_ListInputs */

const en_api_what_event_list = /** @type {(inputs: Api_What_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the event list`)
};

const es_api_what_event_list = /** @type {(inputs: Api_What_Event_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la lista de eventos`)
};

/**
* | output |
* | --- |
* | "the event list" |
*
* @param {Api_What_Event_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_event_list = /** @type {((inputs?: Api_What_Event_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Event_ListInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_event_list, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_event_list(inputs)
	return en_api_what_event_list(inputs)
});