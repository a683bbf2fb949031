/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Company_SettingsInputs */

const en_api_error_company_settings = /** @type {(inputs: Api_Error_Company_SettingsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key is not allowed to manage company settings.`)
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
export const api_error_company_settings = /** @type {((inputs?: Api_Error_Company_SettingsInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Company_SettingsInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_company_settings", en_api_error_company_settings));
