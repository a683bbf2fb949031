/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Event_Client_UnknownInputs */

const en_clients_event_client_unknown = /** @type {(inputs: Clients_Event_Client_UnknownInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The event list does not name this event's client, so its banned and preferred workers are unknown.`)
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
export const clients_event_client_unknown = /** @type {((inputs?: Clients_Event_Client_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Event_Client_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_event_client_unknown", en_clients_event_client_unknown));
