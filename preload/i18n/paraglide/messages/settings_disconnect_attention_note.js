/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Attention_NoteInputs */

const en_settings_disconnect_attention_note = /** @type {(inputs: Settings_Disconnect_Attention_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected and not-sure orders are never sent by themselves: send them again or mark them placed on the Orders screen.`)
};

/**
* | output |
* | --- |
* | "Rejected and not-sure orders are never sent by themselves: send them again or mark them placed on the Orders screen." |
*
* @param {Settings_Disconnect_Attention_NoteInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const settings_disconnect_attention_note = /** @type {((inputs?: Settings_Disconnect_Attention_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Attention_NoteInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("settings_disconnect_attention_note", en_settings_disconnect_attention_note));
