/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Main_Key_UndecryptableInputs */

const en_main_key_undecryptable = /** @type {(inputs: Main_Key_UndecryptableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The stored key can no longer be read on this computer (the keychain changed). Enter it again.`)
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
export const main_key_undecryptable = /** @type {((inputs?: Main_Key_UndecryptableInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Main_Key_UndecryptableInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("main_key_undecryptable", en_main_key_undecryptable));
