/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Understaffed_OfInputs */

const en_event_understaffed_of = /** @type {(inputs: Event_Understaffed_OfInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`of ${shown} shift understaffed`);
	return /** @type {LocalizedString} */ (`of ${shown} shifts understaffed`)
	
};

const es_event_understaffed_of = /** @type {(inputs: Event_Understaffed_OfInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`de ${shown} turno con faltas`);
	return /** @type {LocalizedString} */ (`de ${shown} turnos con faltas`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "of {shown} shift understaffed" |
* | * | "of {shown} shifts understaffed" |
*
* @param {Event_Understaffed_OfInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_of = /** @type {((inputs: Event_Understaffed_OfInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_OfInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_understaffed_of, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_understaffed_of(inputs)
	return en_event_understaffed_of(inputs)
});