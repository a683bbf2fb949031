/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Clients_Event_UnnamedInputs */

const en_clients_event_unnamed = /** @type {(inputs: Clients_Event_UnnamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id}`)
};

/**
* | output |
* | --- |
* | "Event {id}" |
*
* @param {Clients_Event_UnnamedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_event_unnamed = /** @type {((inputs: Clients_Event_UnnamedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Event_UnnamedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_event_unnamed", en_clients_event_unnamed));
