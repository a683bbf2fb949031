/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Unknown_ClientInputs */

const en_api_error_unknown_client = /** @type {(inputs: Api_Error_Unknown_ClientInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this client.`)
};

/**
* | output |
* | --- |
* | "The server does not know this client." |
*
* @param {Api_Error_Unknown_ClientInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_unknown_client = /** @type {((inputs?: Api_Error_Unknown_ClientInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Unknown_ClientInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_unknown_client", en_api_error_unknown_client));
