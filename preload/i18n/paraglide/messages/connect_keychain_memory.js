/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Keychain_MemoryInputs */

const en_connect_keychain_memory = /** @type {(inputs: Connect_Keychain_MemoryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this app's memory, for this session only (enter it again at the next start)`)
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
export const connect_keychain_memory = /** @type {((inputs?: Connect_Keychain_MemoryInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_MemoryInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_keychain_memory", en_connect_keychain_memory));
