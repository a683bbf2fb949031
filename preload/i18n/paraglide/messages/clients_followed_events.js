/* eslint-disable */
import * as registry from '../registry.js'
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Clients_Followed_EventsInputs */

const en_clients_followed_events = /** @type {(inputs: Clients_Followed_EventsInputs) => LocalizedString} */ (i) => {const n = registry.plural("en", i?.count, {});
	const shown = registry.number("en", i?.count, {});
	if (n === "one") return /** @type {LocalizedString} */ (`${shown} followed event`);
	return /** @type {LocalizedString} */ (`${shown} followed events`)
	
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
export const clients_followed_events = /** @type {((inputs: Clients_Followed_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Followed_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_followed_events", en_clients_followed_events));
