/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_ShiftsInputs */

const en_event_no_shifts = /** @type {(inputs: Event_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event has no shifts`)
};

const es_event_no_shifts = /** @type {(inputs: Event_No_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Este evento no tiene turnos`)
};

/**
* | output |
* | --- |
* | "This event has no shifts" |
*
* @param {Event_No_ShiftsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_shifts = /** @type {((inputs?: Event_No_ShiftsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_ShiftsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_no_shifts, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_no_shifts(inputs)
	return en_event_no_shifts(inputs)
});