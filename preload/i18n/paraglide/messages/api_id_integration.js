/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Id_IntegrationInputs */

const en_api_id_integration = /** @type {(inputs: Api_Id_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The integration id`)
};

const es_api_id_integration = /** @type {(inputs: Api_Id_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`El ID de la integración`)
};

/**
* | output |
* | --- |
* | "The integration id" |
*
* @param {Api_Id_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_id_integration = /** @type {((inputs?: Api_Id_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Id_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs = {}, options = {}) => {
	const pseudo = sayPseudo?.(en_api_id_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_id_integration(inputs)
	return en_api_id_integration(inputs)
});