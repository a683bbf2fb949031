/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Integration_FailedInputs */

const en_api_error_integration_failed = /** @type {(inputs: Api_Error_Integration_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server failed while handling that integration.`)
};

/**
* | output |
* | --- |
* | "The server failed while handling that integration." |
*
* @param {Api_Error_Integration_FailedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_integration_failed = /** @type {((inputs?: Api_Error_Integration_FailedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Integration_FailedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_integration_failed", en_api_error_integration_failed));
