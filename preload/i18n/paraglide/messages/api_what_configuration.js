/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_ConfigurationInputs */

const en_api_what_configuration = /** @type {(inputs: Api_What_ConfigurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the configuration`)
};

const es_api_what_configuration = /** @type {(inputs: Api_What_ConfigurationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`la configuración`)
};

/**
* | output |
* | --- |
* | "the configuration" |
*
* @param {Api_What_ConfigurationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_configuration = /** @type {((inputs?: Api_What_ConfigurationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_ConfigurationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_configuration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_configuration(inputs)
	return en_api_what_configuration(inputs)
});