/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Event_No_Shifts_BodyInputs */

const en_event_no_shifts_body = /** @type {(inputs: Event_No_Shifts_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server lists no shifts for it.`)
};

const es_event_no_shifts_body = /** @type {(inputs: Event_No_Shifts_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El servidor no indica turnos para este evento.`)
};

/**
* | output |
* | --- |
* | "The server lists no shifts for it." |
*
* @param {Event_No_Shifts_BodyInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_no_shifts_body = /** @type {((inputs?: Event_No_Shifts_BodyInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_No_Shifts_BodyInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_event_no_shifts_body, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_no_shifts_body(inputs)
	return en_event_no_shifts_body(inputs)
});