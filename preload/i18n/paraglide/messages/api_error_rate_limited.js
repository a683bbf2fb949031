/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Rate_LimitedInputs */

const en_api_error_rate_limited = /** @type {(inputs: Api_Error_Rate_LimitedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server is busy and asked the app to slow down.`)
};

/**
* | output |
* | --- |
* | "The server is busy and asked the app to slow down." |
*
* @param {Api_Error_Rate_LimitedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_rate_limited = /** @type {((inputs?: Api_Error_Rate_LimitedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Rate_LimitedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_rate_limited", en_api_error_rate_limited));
