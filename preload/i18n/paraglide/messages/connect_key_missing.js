/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Key_MissingInputs */

const en_connect_key_missing = /** @type {(inputs: Connect_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key is missing`)
};

const es_connect_key_missing = /** @type {(inputs: Connect_Key_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la clave de API`)
};

/**
* | output |
* | --- |
* | "The API key is missing" |
*
* @param {Connect_Key_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_key_missing = /** @type {((inputs?: Connect_Key_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Key_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_key_missing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_key_missing(inputs)
	return en_connect_key_missing(inputs)
});