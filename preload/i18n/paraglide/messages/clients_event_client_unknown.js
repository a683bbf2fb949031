/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Event_Client_UnknownInputs */

const en_clients_event_client_unknown = /** @type {(inputs: Clients_Event_Client_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event list does not name this event's client, so its banned and preferred workers are unknown.`)
};

const es_clients_event_client_unknown = /** @type {(inputs: Clients_Event_Client_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La lista de eventos no indica el cliente de este evento, así que no se conocen sus trabajadores vetados ni preferidos.`)
};

/**
* | output |
* | --- |
* | "The event list does not name this event's client, so its banned and preferred workers are unknown." |
*
* @param {Clients_Event_Client_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_event_client_unknown = /** @type {((inputs?: Clients_Event_Client_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Event_Client_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_clients_event_client_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_clients_event_client_unknown(inputs)
	return en_clients_event_client_unknown(inputs)
});