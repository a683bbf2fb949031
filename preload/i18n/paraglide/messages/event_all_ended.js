/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Event_All_EndedInputs */

const en_event_all_ended = /** @type {(inputs: Event_All_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Its only shift ended`);
	return /** @type {LocalizedString} */ (`All ${shown} shifts ended`)
	
};

const es_event_all_ended = /** @type {(inputs: Event_All_EndedInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`Su único turno terminó`);
	return /** @type {LocalizedString} */ (`Terminaron los ${shown} turnos`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "Its only shift ended" |
* | * | "All {shown} shifts ended" |
*
* @param {Event_All_EndedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const event_all_ended = /** @type {((inputs: Event_All_EndedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Event_All_EndedInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_event_all_ended, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_event_all_ended(inputs)
	return en_event_all_ended(inputs)
});