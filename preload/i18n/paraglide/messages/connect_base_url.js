/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Connect_Base_UrlInputs */

const en_connect_base_url = /** @type {(inputs: Connect_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Base URL`)
};

const es_connect_base_url = /** @type {(inputs: Connect_Base_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`URL base`)
};

/**
* | output |
* | --- |
* | "Base URL" |
*
* @param {Connect_Base_UrlInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const connect_base_url = /** @type {((inputs?: Connect_Base_UrlInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Connect_Base_UrlInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_connect_base_url, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_connect_base_url(inputs)
	return en_connect_base_url(inputs)
});