/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ day: NonNullable<unknown> }} Event_Overnight_ToInputs */

const en_event_overnight_to = /** @type {(inputs: Event_Overnight_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`to ${i?.day}`)
};

const es_event_overnight_to = /** @type {(inputs: Event_Overnight_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`al ${i?.day}`)
};

/**
* | output |
* | --- |
* | "to {day}" |
*
* @param {Event_Overnight_ToInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_overnight_to = /** @type {((inputs: Event_Overnight_ToInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Overnight_ToInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_overnight_to, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_overnight_to(inputs)
	return en_event_overnight_to(inputs)
});