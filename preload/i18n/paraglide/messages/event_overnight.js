/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_OvernightInputs */

const en_event_overnight = /** @type {(inputs: Event_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Overnight`)
};

const es_event_overnight = /** @type {(inputs: Event_OvernightInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nocturno`)
};

/**
* | output |
* | --- |
* | "Overnight" |
*
* @param {Event_OvernightInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight = /** @type {((inputs?: Event_OvernightInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_OvernightInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_overnight, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_overnight(inputs)
	return en_event_overnight(inputs)
});