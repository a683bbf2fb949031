/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ id: NonNullable<unknown> }} Api_What_IntegrationInputs */

const en_api_what_integration = /** @type {(inputs: Api_What_IntegrationInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`integration ${i?.id}`)
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
export const api_what_integration = /** @type {((inputs: Api_What_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_integration", en_api_what_integration));
