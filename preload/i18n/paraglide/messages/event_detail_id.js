/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Event_Detail_IdInputs */

const en_event_detail_id = /** @type {(inputs: Event_Detail_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(id ${i?.id})`)
};

const es_event_detail_id = /** @type {(inputs: Event_Detail_IdInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`(ID ${i?.id})`)
};

/**
* | output |
* | --- |
* | "(id {id})" |
*
* @param {Event_Detail_IdInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_id = /** @type {((inputs: Event_Detail_IdInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_IdInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_id, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_id(inputs)
	return en_event_detail_id(inputs)
});