/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ backend: NonNullable<unknown> }} Connect_Keychain_UnknownInputs */

const en_connect_keychain_unknown = /** @type {(inputs: Connect_Keychain_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`an unknown keychain (${i?.backend})`)
};

const es_connect_keychain_unknown = /** @type {(inputs: Connect_Keychain_UnknownInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`un llavero desconocido (${i?.backend})`)
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
export const connect_keychain_unknown = /** @type {((inputs: Connect_Keychain_UnknownInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Keychain_UnknownInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_keychain_unknown, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_keychain_unknown(inputs)
	return en_connect_keychain_unknown(inputs)
});