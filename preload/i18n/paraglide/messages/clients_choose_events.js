/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Choose_EventsInputs */

const en_clients_choose_events = /** @type {(inputs: Clients_Choose_EventsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose events to follow`)
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
export const clients_choose_events = /** @type {((inputs?: Clients_Choose_EventsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Choose_EventsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_choose_events", en_clients_choose_events));
