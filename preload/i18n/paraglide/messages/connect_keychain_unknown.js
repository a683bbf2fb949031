/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ backend: NonNullable<unknown> }} Connect_Keychain_UnknownInputs */

const en_connect_keychain_unknown = /** @type {(inputs: Connect_Keychain_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`an unknown keychain (${i?.backend})`)
};

/**
* | output |
* | --- |
* | "an unknown keychain ({backend})" |
*
* @param {Connect_Keychain_UnknownInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_keychain_unknown = /** @type {((inputs: Connect_Keychain_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_UnknownInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("connect_keychain_unknown", en_connect_keychain_unknown));
