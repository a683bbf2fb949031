/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_TimeoutInputs */

const en_api_error_timeout = /** @type {(inputs: Api_Error_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server did not answer in time.`)
};

/**
* | output |
* | --- |
* | "The server did not answer in time." |
*
* @param {Api_Error_TimeoutInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_timeout = /** @type {((inputs?: Api_Error_TimeoutInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_TimeoutInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_timeout", en_api_error_timeout));
