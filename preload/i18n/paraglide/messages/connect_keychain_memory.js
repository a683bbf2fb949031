/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Keychain_MemoryInputs */

const en_connect_keychain_memory = /** @type {(inputs: Connect_Keychain_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this app's memory, for this session only (enter it again at the next start)`)
};

const es_connect_keychain_memory = /** @type {(inputs: Connect_Keychain_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la memoria de esta aplicación, solo en esta sesión (escríbala de nuevo en el próximo inicio)`)
};

/**
* | output |
* | --- |
* | "this app's memory, for this session only (enter it again at the next start)" |
*
* @param {Connect_Keychain_MemoryInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_keychain_memory = /** @type {((inputs?: Connect_Keychain_MemoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_MemoryInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_keychain_memory, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_keychain_memory(inputs)
	return en_connect_keychain_memory(inputs)
});