/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_NetworkInputs */

const en_api_error_network = /** @type {(inputs: Api_Error_NetworkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server could not be reached.`)
};

/**
* | output |
* | --- |
* | "The server could not be reached." |
*
* @param {Api_Error_NetworkInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_network = /** @type {((inputs?: Api_Error_NetworkInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_NetworkInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_network", en_api_error_network));
