/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Print_Roster_EventsInputs */

const en_print_roster_events = /** @type {(inputs: Print_Roster_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} followed event`);
	return /** @type {LocalizedString} */ (`${i?.count} followed events`)
	
};

const es_print_roster_events = /** @type {(inputs: Print_Roster_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${i?.count} evento que sigue`);
	return /** @type {LocalizedString} */ (`${i?.count} eventos que sigue`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{count} followed event" |
* | * | "{count} followed events" |
*
* @param {Print_Roster_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_roster_events = /** @type {((inputs: Print_Roster_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Roster_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_print_roster_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_print_roster_events(inputs)
	return en_print_roster_events(inputs)
});