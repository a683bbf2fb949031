/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ filled: NonNullable<unknown>, needed: NonNullable<unknown> }} Event_Detail_FilledInputs */

const en_event_detail_filled = /** @type {(inputs: Event_Detail_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} of ${i?.needed} filled`)
};

const es_event_detail_filled = /** @type {(inputs: Event_Detail_FilledInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.filled} de ${i?.needed} cubiertas`)
};

/**
* | output |
* | --- |
* | "{filled} of {needed} filled" |
*
* @param {Event_Detail_FilledInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_filled = /** @type {((inputs: Event_Detail_FilledInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_FilledInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_filled, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_filled(inputs)
	return en_event_detail_filled(inputs)
});