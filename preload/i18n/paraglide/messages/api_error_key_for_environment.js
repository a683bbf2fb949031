/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ words: NonNullable<unknown> }} Api_Error_Key_For_EnvironmentInputs */

const en_api_error_key_for_environment = /** @type {(inputs: Api_Error_Key_For_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} Check that it is the key for this environment.`)
};

const es_api_error_key_for_environment = /** @type {(inputs: Api_Error_Key_For_EnvironmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.words} Compruebe que sea la clave de este entorno.`)
};

/**
* | output |
* | --- |
* | "{words} Check that it is the key for this environment." |
*
* @param {Api_Error_Key_For_EnvironmentInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_key_for_environment = /** @type {((inputs: Api_Error_Key_For_EnvironmentInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_For_EnvironmentInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_key_for_environment, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_key_for_environment(inputs)
	return en_api_error_key_for_environment(inputs)
});