/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_WhenInputs */

const en_event_detail_when = /** @type {(inputs: Event_Detail_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When`)
};

const es_event_detail_when = /** @type {(inputs: Event_Detail_WhenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Cuándo`)
};

/**
* | output |
* | --- |
* | "When" |
*
* @param {Event_Detail_WhenInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_when = /** @type {((inputs?: Event_Detail_WhenInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_WhenInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_when, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_when(inputs)
	return en_event_detail_when(inputs)
});