/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Invalid_RequestInputs */

const en_api_error_invalid_request = /** @type {(inputs: Api_Error_Invalid_RequestInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server refused the request.`)
};

/**
* | output |
* | --- |
* | "The server refused the request." |
*
* @param {Api_Error_Invalid_RequestInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_invalid_request = /** @type {((inputs?: Api_Error_Invalid_RequestInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Invalid_RequestInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_invalid_request", en_api_error_invalid_request));
