/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Followed_EventsInputs */

const en_clients_followed_events = /** @type {(inputs: Clients_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} followed event`);
	return /** @type {LocalizedString} */ (`${shown} followed events`)
	
};

const es_clients_followed_events = /** @type {(inputs: Clients_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("es", i?.count, {});
	const shown = registry.number("es", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} evento que sigue`);
	return /** @type {LocalizedString} */ (`${shown} eventos que sigue`)
	
};

/**
* | n | output |
* | --- | --- |
* | "one" | "{shown} followed event" |
* | * | "{shown} followed events" |
*
* @param {Clients_Followed_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_followed_events = /** @type {((inputs: Clients_Followed_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Followed_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_followed_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_followed_events(inputs)
	return en_clients_followed_events(inputs)
});