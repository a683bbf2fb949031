/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Overnight_CommaInputs */

const en_event_overnight_comma = /** @type {(inputs: Event_Overnight_CommaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight, `)
};

const es_event_overnight_comma = /** @type {(inputs: Event_Overnight_CommaInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nocturno, `)
};

/**
* | output |
* | --- |
* | "Overnight," |
*
* @param {Event_Overnight_CommaInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight_comma = /** @type {((inputs?: Event_Overnight_CommaInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Overnight_CommaInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_overnight_comma, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_overnight_comma(inputs)
	return en_event_overnight_comma(inputs)
});