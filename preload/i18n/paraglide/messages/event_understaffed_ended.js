/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_Understaffed_EndedInputs */

const en_event_understaffed_ended = /** @type {(inputs: Event_Understaffed_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`, ${shown} ended`);
	return /** @type {LocalizedString} */ (`, ${shown} ended`)
	
};

const es_event_understaffed_ended = /** @type {(inputs: Event_Understaffed_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`, ${shown} terminado`);
	return /** @type {LocalizedString} */ (`, ${shown} terminados`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | ", {shown} ended" |
* | * | ", {shown} ended" |
*
* @param {Event_Understaffed_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_understaffed_ended = /** @type {((inputs: Event_Understaffed_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_Understaffed_EndedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_understaffed_ended, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_understaffed_ended(inputs)
	return en_event_understaffed_ended(inputs)
});