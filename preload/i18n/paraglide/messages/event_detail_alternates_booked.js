/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Event_Detail_Alternates_BookedInputs */

const en_event_detail_alternates_booked = /** @type {(inputs: Event_Detail_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} booked`)
};

const es_event_detail_alternates_booked = /** @type {(inputs: Event_Detail_Alternates_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} de ${i?.needed} reservados`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} booked" |
*
* @param {Event_Detail_Alternates_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_alternates_booked = /** @type {((inputs: Event_Detail_Alternates_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_Alternates_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_alternates_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_alternates_booked(inputs)
	return en_event_detail_alternates_booked(inputs)
});