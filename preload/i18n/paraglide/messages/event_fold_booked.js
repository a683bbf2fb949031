/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shifts: NonNullable<unknown> }} Event_Fold_BookedInputs */

const en_event_fold_booked = /** @type {(inputs: Event_Fold_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shifts}, all people booked`)
};

const es_event_fold_booked = /** @type {(inputs: Event_Fold_BookedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.shifts}, todas las plazas cubiertas`)
};

/**
* | output |
* | --- |
* | "{shifts}, all people booked" |
*
* @param {Event_Fold_BookedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_fold_booked = /** @type {((inputs: Event_Fold_BookedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Fold_BookedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_fold_booked, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_fold_booked(inputs)
	return en_event_fold_booked(inputs)
});