/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Weak_HintInputs */

const en_connect_weak_hint = /** @type {(inputs: Connect_Weak_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This computer has no secure keychain. A remembered key is only obfuscated: anyone who can read your files could recover it.`)
};

const es_connect_weak_hint = /** @type {(inputs: Connect_Weak_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta computadora no tiene un llavero seguro. Una clave recordada solo queda ofuscada: quien pueda leer sus archivos podría recuperarla.`)
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
export const connect_weak_hint = /** @type {((inputs?: Connect_Weak_HintInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Weak_HintInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_weak_hint, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_weak_hint(inputs)
	return en_connect_weak_hint(inputs)
});