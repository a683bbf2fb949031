/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Key_RejectedInputs */

const en_api_error_key_rejected = /** @type {(inputs: Api_Error_Key_RejectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The API key was rejected as missing or invalid.`)
};

/**
* | output |
* | --- |
* | "The API key was rejected as missing or invalid." |
*
* @param {Api_Error_Key_RejectedInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_key_rejected = /** @type {((inputs?: Api_Error_Key_RejectedInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Key_RejectedInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_key_rejected", en_api_error_key_rejected));
