/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Event_Not_StoredInputs */

const en_print_event_not_stored = /** @type {(inputs: Print_Event_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id} is not stored on this computer: follow it and sync first.`)
};

/**
* | output |
* | --- |
* | "Event {id} is not stored on this computer: follow it and sync first." |
*
* @param {Print_Event_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_event_not_stored = /** @type {((inputs: Print_Event_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Event_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_event_not_stored", en_print_event_not_stored));
