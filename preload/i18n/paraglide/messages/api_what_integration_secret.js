/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_Integration_SecretInputs */

const en_api_what_integration_secret = /** @type {(inputs: Api_What_Integration_SecretInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the new secret of integration ${i?.id}`)
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
export const api_what_integration_secret = /** @type {((inputs: Api_What_Integration_SecretInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Integration_SecretInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_integration_secret", en_api_what_integration_secret));
