/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Bad_ResponseInputs */

const en_api_error_bad_response = /** @type {(inputs: Api_Error_Bad_ResponseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server sent an answer the app could not read.`)
};

/**
* | output |
* | --- |
* | "The server sent an answer the app could not read." |
*
* @param {Api_Error_Bad_ResponseInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_bad_response = /** @type {((inputs?: Api_Error_Bad_ResponseInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Bad_ResponseInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_bad_response", en_api_error_bad_response));
