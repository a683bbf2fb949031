/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Integration_MisconfiguredInputs */

const en_api_error_integration_misconfigured = /** @type {(inputs: Api_Error_Integration_MisconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That integration is set up wrongly on the server.`)
};

const es_api_error_integration_misconfigured = /** @type {(inputs: Api_Error_Integration_MisconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Esa integración está mal configurada en el servidor.`)
};

/**
* | output |
* | --- |
* | "That integration is set up wrongly on the server." |
*
* @param {Api_Error_Integration_MisconfiguredInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_integration_misconfigured = /** @type {((inputs?: Api_Error_Integration_MisconfiguredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Integration_MisconfiguredInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_integration_misconfigured, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_integration_misconfigured(inputs)
	return en_api_error_integration_misconfigured(inputs)
});