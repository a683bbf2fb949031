/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Hr_Offline_NoteInputs */

const en_hr_offline_note = /** @type {(inputs: Hr_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline: this is the copy stored on this computer. Dial the number from any phone.`)
};

const es_hr_offline_note = /** @type {(inputs: Hr_Offline_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sin conexión: esta es la copia guardada en esta computadora. Marque el número desde cualquier teléfono.`)
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
export const hr_offline_note = /** @type {((inputs?: Hr_Offline_NoteInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Hr_Offline_NoteInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_hr_offline_note, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_hr_offline_note(inputs)
	return en_hr_offline_note(inputs)
});