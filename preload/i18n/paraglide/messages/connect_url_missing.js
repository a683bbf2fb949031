/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Url_MissingInputs */

const en_connect_url_missing = /** @type {(inputs: Connect_Url_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The base URL is missing`)
};

const es_connect_url_missing = /** @type {(inputs: Connect_Url_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Falta la URL base`)
};

/**
* | output |
* | --- |
* | "The base URL is missing" |
*
* @param {Connect_Url_MissingInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_url_missing = /** @type {((inputs?: Connect_Url_MissingInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Url_MissingInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_url_missing, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_url_missing(inputs)
	return en_connect_url_missing(inputs)
});