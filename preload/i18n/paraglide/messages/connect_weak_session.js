/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_SessionInputs */

const en_connect_weak_session = /** @type {(inputs: Connect_Weak_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ask for the key at every start (safer)`)
};

const es_connect_weak_session = /** @type {(inputs: Connect_Weak_SessionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pedir la clave en cada inicio (más seguro)`)
};

/**
* | output |
* | --- |
* | "Ask for the key at every start (safer)" |
*
* @param {Connect_Weak_SessionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_weak_session = /** @type {((inputs?: Connect_Weak_SessionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_SessionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_weak_session, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_weak_session(inputs)
	return en_connect_weak_session(inputs)
});