/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_IntegrationInputs */

const en_api_what_integration = /** @type {(inputs: Api_What_IntegrationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`integration ${i?.id}`)
};

const es_api_what_integration = /** @type {(inputs: Api_What_IntegrationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la integración ${i?.id}`)
};

/**
* | output |
* | --- |
* | "integration {id}" |
*
* @param {Api_What_IntegrationInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_integration = /** @type {((inputs: Api_What_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_integration, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_integration(inputs)
	return en_api_what_integration(inputs)
});