/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Offline_NoteInputs */

const en_hr_offline_note = /** @type {(inputs: Hr_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: this is the copy stored on this computer. Dial the number from any phone.`)
};

/**
* | output |
* | --- |
* | "Offline: this is the copy stored on this computer. Dial the number from any phone." |
*
* @param {Hr_Offline_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const hr_offline_note = /** @type {((inputs?: Hr_Offline_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Offline_NoteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("hr_offline_note", en_hr_offline_note));
