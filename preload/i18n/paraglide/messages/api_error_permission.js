/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_PermissionInputs */

const en_api_error_permission = /** @type {(inputs: Api_Error_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This API key is not allowed to do that.`)
};

const es_api_error_permission = /** @type {(inputs: Api_Error_PermissionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esta clave de API no tiene permiso para eso.`)
};

/**
* | output |
* | --- |
* | "This API key is not allowed to do that." |
*
* @param {Api_Error_PermissionInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_permission = /** @type {((inputs?: Api_Error_PermissionInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_PermissionInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_permission, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_permission(inputs)
	return en_api_error_permission(inputs)
});