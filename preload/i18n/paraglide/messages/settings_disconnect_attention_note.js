/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Settings_Disconnect_Attention_NoteInputs */

const en_settings_disconnect_attention_note = /** @type {(inputs: Settings_Disconnect_Attention_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Rejected and not-sure orders are never sent by themselves: send them again or mark them placed on the Orders screen.`)
};

const es_settings_disconnect_attention_note = /** @type {(inputs: Settings_Disconnect_Attention_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Los pedidos rechazados o inciertos nunca se envían solos: reenvíelos o delos por realizados en la pantalla Pedidos.`)
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
export const settings_disconnect_attention_note = /** @type {((inputs?: Settings_Disconnect_Attention_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Settings_Disconnect_Attention_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_settings_disconnect_attention_note, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_settings_disconnect_attention_note(inputs)
	return en_settings_disconnect_attention_note(inputs)
});