/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Detail_ShiftInputs */

const en_event_detail_shift = /** @type {(inputs: Event_Detail_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shift`)
};

const es_event_detail_shift = /** @type {(inputs: Event_Detail_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turno`)
};

/**
* | output |
* | --- |
* | "Shift" |
*
* @param {Event_Detail_ShiftInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_detail_shift = /** @type {((inputs?: Event_Detail_ShiftInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Detail_ShiftInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_detail_shift, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_detail_shift(inputs)
	return en_event_detail_shift(inputs)
});