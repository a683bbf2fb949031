/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Key_InvalidInputs */

const en_key_invalid = /** @type {(inputs: Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Invalid API key.`)
};

const es_key_invalid = /** @type {(inputs: Key_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Clave de API no válida.`)
};

/**
* | output |
* | --- |
* | "Invalid API key." |
*
* @param {Key_InvalidInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const key_invalid = /** @type {((inputs?: Key_InvalidInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Key_InvalidInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_key_invalid, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_key_invalid(inputs)
	return en_key_invalid(inputs)
});