/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Status_NoteInputs */

const en_clients_status_note = /** @type {(inputs: Clients_Status_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The service gives each order's status as a number it does not name: it is in the order's details.`)
};

/**
* | output |
* | --- |
* | "The service gives each order's status as a number it does not name: it is in the order's details." |
*
* @param {Clients_Status_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_status_note = /** @type {((inputs?: Clients_Status_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Status_NoteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_status_note", en_clients_status_note));
