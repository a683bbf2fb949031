/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Compliance_Replace_NotesInputs */

const en_compliance_replace_notes = /** @type {(inputs: Compliance_Replace_NotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Replace the notes`)
};

/**
* | output |
* | --- |
* | "Replace the notes" |
*
* @param {Compliance_Replace_NotesInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const compliance_replace_notes = /** @type {((inputs?: Compliance_Replace_NotesInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Compliance_Replace_NotesInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("compliance_replace_notes", en_compliance_replace_notes));
