/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Keychain_Basic_TextInputs */

const en_connect_keychain_basic_text = /** @type {(inputs: Connect_Keychain_Basic_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no keychain (basic_text: weak protection)`)
};

const es_connect_keychain_basic_text = /** @type {(inputs: Connect_Keychain_Basic_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ningún llavero (basic_text: protección débil)`)
};

/**
* | output |
* | --- |
* | "no keychain (basic_text: weak protection)" |
*
* @param {Connect_Keychain_Basic_TextInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_keychain_basic_text = /** @type {((inputs?: Connect_Keychain_Basic_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_Basic_TextInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_keychain_basic_text, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_keychain_basic_text(inputs)
	return en_connect_keychain_basic_text(inputs)
});