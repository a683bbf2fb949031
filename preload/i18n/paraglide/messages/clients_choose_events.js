/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_EventsInputs */

const en_clients_choose_events = /** @type {(inputs: Clients_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events to follow`)
};

const es_clients_choose_events = /** @type {(inputs: Clients_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Elegir eventos a seguir`)
};

/**
* | output |
* | --- |
* | "Choose events to follow" |
*
* @param {Clients_Choose_EventsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_choose_events = /** @type {((inputs?: Clients_Choose_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_EventsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_choose_events, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_choose_events(inputs)
	return en_clients_choose_events(inputs)
});