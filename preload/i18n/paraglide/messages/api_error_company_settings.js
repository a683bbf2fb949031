/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Company_SettingsInputs */

const en_api_error_company_settings = /** @type {(inputs: Api_Error_Company_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key is not allowed to manage company settings.`)
};

const es_api_error_company_settings = /** @type {(inputs: Api_Error_Company_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clave de API no tiene permiso para administrar los ajustes de la empresa.`)
};

/**
* | output |
* | --- |
* | "This API key is not allowed to manage company settings." |
*
* @param {Api_Error_Company_SettingsInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_company_settings = /** @type {((inputs?: Api_Error_Company_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Company_SettingsInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_company_settings, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_company_settings(inputs)
	return en_api_error_company_settings(inputs)
});