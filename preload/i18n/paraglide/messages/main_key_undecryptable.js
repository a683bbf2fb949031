/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_UndecryptableInputs */

const en_main_key_undecryptable = /** @type {(inputs: Main_Key_UndecryptableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored key can no longer be read on this computer (the keychain changed). Enter it again.`)
};

const es_main_key_undecryptable = /** @type {(inputs: Main_Key_UndecryptableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`La clave guardada ya no se puede leer en esta computadora (el llavero cambió). Escríbala de nuevo.`)
};

/**
* | output |
* | --- |
* | "The stored key can no longer be read on this computer (the keychain changed). Enter it again." |
*
* @param {Main_Key_UndecryptableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_undecryptable = /** @type {((inputs?: Main_Key_UndecryptableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_UndecryptableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_undecryptable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_undecryptable(inputs)
	return en_main_key_undecryptable(inputs)
});