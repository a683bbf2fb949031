/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Integration_MisconfiguredInputs */

const en_api_error_integration_misconfigured = /** @type {(inputs: Api_Error_Integration_MisconfiguredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That integration is set up wrongly on the server.`)
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
export const api_error_integration_misconfigured = /** @type {((inputs?: Api_Error_Integration_MisconfiguredInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Integration_MisconfiguredInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_integration_misconfigured", en_api_error_integration_misconfigured));
