/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_End_UnknownInputs */

const en_event_detail_end_unknown = /** @type {(inputs: Event_Detail_End_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`end not given`)
};

const es_event_detail_end_unknown = /** @type {(inputs: Event_Detail_End_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`fin sin indicar`)
};

/**
* | output |
* | --- |
* | "end not given" |
*
* @param {Event_Detail_End_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_end_unknown = /** @type {((inputs?: Event_Detail_End_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_End_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_end_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_end_unknown(inputs)
	return en_event_detail_end_unknown(inputs)
});