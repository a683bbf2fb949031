/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_No_IntegrationInputs */

const en_api_error_no_integration = /** @type {(inputs: Api_Error_No_IntegrationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no integration with that id.`)
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
export const api_error_no_integration = /** @type {((inputs?: Api_Error_No_IntegrationInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_No_IntegrationInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_no_integration", en_api_error_no_integration));
