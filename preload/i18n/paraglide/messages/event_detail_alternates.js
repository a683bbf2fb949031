/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_AlternatesInputs */

const en_event_detail_alternates = /** @type {(inputs: Event_Detail_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alternates`)
};

const es_event_detail_alternates = /** @type {(inputs: Event_Detail_AlternatesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Suplentes`)
};

/**
* | output |
* | --- |
* | "Alternates" |
*
* @param {Event_Detail_AlternatesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_alternates = /** @type {((inputs?: Event_Detail_AlternatesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_AlternatesInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_alternates, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_alternates(inputs)
	return en_event_detail_alternates(inputs)
});