/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_No_IntegrationInputs */

const en_api_error_no_integration = /** @type {(inputs: Api_Error_No_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no integration with that id.`)
};

const es_api_error_no_integration = /** @type {(inputs: Api_Error_No_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No hay ninguna integración con ese ID.`)
};

/**
* | output |
* | --- |
* | "There is no integration with that id." |
*
* @param {Api_Error_No_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_no_integration = /** @type {((inputs?: Api_Error_No_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_error_no_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_error_no_integration(inputs)
	return en_api_error_no_integration(inputs)
});