/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_StaffingInputs */

const en_event_staffing = /** @type {(inputs: Event_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Staffing`)
};

const es_event_staffing = /** @type {(inputs: Event_StaffingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Personal`)
};

/**
* | output |
* | --- |
* | "Staffing" |
*
* @param {Event_StaffingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_staffing = /** @type {((inputs?: Event_StaffingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_StaffingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_staffing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_staffing(inputs)
	return en_event_staffing(inputs)
});