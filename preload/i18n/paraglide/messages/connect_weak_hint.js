/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_HintInputs */

const en_connect_weak_hint = /** @type {(inputs: Connect_Weak_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer has no secure keychain. A remembered key is only obfuscated: anyone who can read your files could recover it.`)
};

/**
* | output |
* | --- |
* | "This computer has no secure keychain. A remembered key is only obfuscated: anyone who can read your files could recover it." |
*
* @param {Connect_Weak_HintInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_weak_hint = /** @type {((inputs?: Connect_Weak_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_HintInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_weak_hint", en_connect_weak_hint));
