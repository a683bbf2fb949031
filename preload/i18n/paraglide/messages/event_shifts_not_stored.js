/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_Shifts_Not_StoredInputs */

const en_event_shifts_not_stored = /** @type {(inputs: Event_Shifts_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No shifts stored for this event yet`)
};

const es_event_shifts_not_stored = /** @type {(inputs: Event_Shifts_Not_StoredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aún no hay turnos guardados de este evento`)
};

/**
* | output |
* | --- |
* | "No shifts stored for this event yet" |
*
* @param {Event_Shifts_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_shifts_not_stored = /** @type {((inputs?: Event_Shifts_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Shifts_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_shifts_not_stored, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_shifts_not_stored(inputs)
	return en_event_shifts_not_stored(inputs)
});