/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_NoneInputs */

const en_event_detail_none = /** @type {(inputs: Event_Detail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`None given`)
};

const es_event_detail_none = /** @type {(inputs: Event_Detail_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin indicar`)
};

/**
* | output |
* | --- |
* | "None given" |
*
* @param {Event_Detail_NoneInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_none = /** @type {((inputs?: Event_Detail_NoneInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_NoneInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_none, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_none(inputs)
	return en_event_detail_none(inputs)
});