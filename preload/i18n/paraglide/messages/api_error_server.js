/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_ServerInputs */

const en_api_error_server = /** @type {(inputs: Api_Error_ServerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server had a problem of its own.`)
};

/**
* | output |
* | --- |
* | "The server had a problem of its own." |
*
* @param {Api_Error_ServerInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_server = /** @type {((inputs?: Api_Error_ServerInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_ServerInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_server", en_api_error_server));
