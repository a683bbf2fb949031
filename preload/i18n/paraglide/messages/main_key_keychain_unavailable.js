/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_Keychain_UnavailableInputs */

const en_main_key_keychain_unavailable = /** @type {(inputs: Main_Key_Keychain_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The system keychain is not available right now. Enter the key, or try again after signing in.`)
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
export const main_key_keychain_unavailable = /** @type {((inputs?: Main_Key_Keychain_UnavailableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_Keychain_UnavailableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_keychain_unavailable", en_main_key_keychain_unavailable));
