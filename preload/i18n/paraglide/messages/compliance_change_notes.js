/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ notes: NonNullable<unknown> }} Compliance_Change_NotesInputs */

const en_compliance_change_notes = /** @type {(inputs: Compliance_Change_NotesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`notes → ${i?.notes}`)
};

/**
* | output |
* | --- |
* | "notes → {notes}" |
*
* @param {Compliance_Change_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_change_notes = /** @type {((inputs: Compliance_Change_NotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Change_NotesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_change_notes", en_compliance_change_notes));
