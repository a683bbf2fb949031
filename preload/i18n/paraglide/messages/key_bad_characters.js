/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_Bad_CharactersInputs */

const en_key_bad_characters = /** @type {(inputs: Key_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An API key contains no spaces or special characters.`)
};

const es_key_bad_characters = /** @type {(inputs: Key_Bad_CharactersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Una clave de API no contiene espacios ni caracteres especiales.`)
};

/**
* | output |
* | --- |
* | "An API key contains no spaces or special characters." |
*
* @param {Key_Bad_CharactersInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_bad_characters = /** @type {((inputs?: Key_Bad_CharactersInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_Bad_CharactersInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_key_bad_characters, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_key_bad_characters(inputs)
	return en_key_bad_characters(inputs)
});