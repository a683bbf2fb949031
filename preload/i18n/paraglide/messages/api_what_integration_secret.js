/* eslint-disable */
import { getLocale, experimentalStaticLocale, sayPseudo } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Integration_SecretInputs */

const en_api_what_integration_secret = /** @type {(inputs: Api_What_Integration_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the new secret of integration ${i?.id}`)
};

const es_api_what_integration_secret = /** @type {(inputs: Api_What_Integration_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`la nueva clave secreta de la integración ${i?.id}`)
};

/**
* | output |
* | --- |
* | "the new secret of integration {id}" |
*
* @param {Api_What_Integration_SecretInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_integration_secret = /** @type {((inputs: Api_What_Integration_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Integration_SecretInputs, { locale?: "en" | "es" }, {}>} */ ((inputs, options = {}) => {
	const pseudo = sayPseudo?.(en_api_what_integration_secret, inputs)
	if (pseudo !== undefined) return pseudo
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "es") return es_api_what_integration_secret(inputs)
	return en_api_what_integration_secret(inputs)
});