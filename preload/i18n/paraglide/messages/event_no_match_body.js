/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_Match_BodyInputs */

const en_event_no_match_body = /** @type {(inputs: Event_No_Match_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Try other words, or show every shift.`)
};

const es_event_no_match_body = /** @type {(inputs: Event_No_Match_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pruebe con otras palabras o muestre todos los turnos.`)
};

/**
* | output |
* | --- |
* | "Try other words, or show every shift." |
*
* @param {Event_No_Match_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_match_body = /** @type {((inputs?: Event_No_Match_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_Match_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_no_match_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_no_match_body(inputs)
	return en_event_no_match_body(inputs)
});