/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reason: NonNullable<unknown> }} Main_Send_UnreadableInputs */

const en_main_send_unreadable = /** @type {(inputs: Main_Send_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The server answered, but the answer could not be read: ${i?.reason}`)
};

const es_main_send_unreadable = /** @type {(inputs: Main_Send_UnreadableInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`El servidor respondió, pero no se pudo leer la respuesta: ${i?.reason}`)
};

/**
* | output |
* | --- |
* | "The server answered, but the answer could not be read: {reason}" |
*
* @param {Main_Send_UnreadableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_send_unreadable = /** @type {((inputs: Main_Send_UnreadableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Send_UnreadableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_main_send_unreadable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_send_unreadable(inputs)
	return en_main_send_unreadable(inputs)
});