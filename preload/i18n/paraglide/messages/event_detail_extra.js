/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Detail_ExtraInputs */

const en_event_detail_extra = /** @type {(inputs: Event_Detail_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} extra`)
};

const es_event_detail_extra = /** @type {(inputs: Event_Detail_ExtraInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} de más`)
};

/**
* | output |
* | --- |
* | "{count} extra" |
*
* @param {Event_Detail_ExtraInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_extra = /** @type {((inputs: Event_Detail_ExtraInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_ExtraInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_extra, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_extra(inputs)
	return en_event_detail_extra(inputs)
});