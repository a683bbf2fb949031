/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_EnterInputs */

const en_key_enter = /** @type {(inputs: Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the API key.`)
};

const es_key_enter = /** @type {(inputs: Key_EnterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Introduzca la clave de API.`)
};

/**
* | output |
* | --- |
* | "Enter the API key." |
*
* @param {Key_EnterInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_enter = /** @type {((inputs?: Key_EnterInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_EnterInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_key_enter, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_key_enter(inputs)
	return en_key_enter(inputs)
});