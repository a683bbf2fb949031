/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Keychain_UnavailableInputs */

const en_main_key_keychain_unavailable = /** @type {(inputs: Main_Key_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is not available right now. Enter the key, or try again after signing in.`)
};

const es_main_key_keychain_unavailable = /** @type {(inputs: Main_Key_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El llavero del sistema no está disponible ahora. Escriba la clave o vuelva a intentarlo después de iniciar sesión.`)
};

/**
* | output |
* | --- |
* | "The system keychain is not available right now. Enter the key, or try again after signing in." |
*
* @param {Main_Key_Keychain_UnavailableInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const main_key_keychain_unavailable = /** @type {((inputs?: Main_Key_Keychain_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Keychain_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_main_key_keychain_unavailable, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_main_key_keychain_unavailable(inputs)
	return en_main_key_keychain_unavailable(inputs)
});