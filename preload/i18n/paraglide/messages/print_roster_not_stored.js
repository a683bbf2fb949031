/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Print_Roster_Not_StoredInputs */

const en_print_roster_not_stored = /** @type {(inputs: Print_Roster_Not_StoredInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Event ${i?.id} is followed but not stored on this computer: sync with a connection.`)
};

/**
* | output |
* | --- |
* | "Event {id} is followed but not stored on this computer: sync with a connection." |
*
* @param {Print_Roster_Not_StoredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const print_roster_not_stored = /** @type {((inputs: Print_Roster_Not_StoredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Print_Roster_Not_StoredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("print_roster_not_stored", en_print_roster_not_stored));
