/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Clients_Col_NotesInputs */

const en_clients_col_notes = /** @type {(inputs: Clients_Col_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Notes`)
};

/**
* | output |
* | --- |
* | "Notes" |
*
* @param {Clients_Col_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const clients_col_notes = /** @type {((inputs?: Clients_Col_NotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Clients_Col_NotesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("clients_col_notes", en_clients_col_notes));
