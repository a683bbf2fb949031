/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Event_Not_StoredInputs */

const en_print_event_not_stored = /** @type {(inputs: Print_Event_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id} is not stored on this computer: follow it and sync first.`)
};

const es_print_event_not_stored = /** @type {(inputs: Print_Event_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El evento ${i?.id} no está guardado en esta computadora: sígalo y sincronice primero.`)
};

/**
* | output |
* | --- |
* | "Event {id} is not stored on this computer: follow it and sync first." |
*
* @param {Print_Event_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_not_stored = /** @type {((inputs: Print_Event_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_event_not_stored, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_event_not_stored(inputs)
	return en_print_event_not_stored(inputs)
});