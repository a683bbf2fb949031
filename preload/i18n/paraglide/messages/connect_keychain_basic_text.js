/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Keychain_Basic_TextInputs */

const en_connect_keychain_basic_text = /** @type {(inputs: Connect_Keychain_Basic_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`no keychain (basic_text: weak protection)`)
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
export const connect_keychain_basic_text = /** @type {((inputs?: Connect_Keychain_Basic_TextInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_Basic_TextInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_keychain_basic_text", en_connect_keychain_basic_text));
