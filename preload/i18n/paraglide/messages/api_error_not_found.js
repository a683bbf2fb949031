/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_Error_Not_FoundInputs */

const en_api_error_not_found = /** @type {(inputs: Api_Error_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The server does not know this.`)
};

/**
* | output |
* | --- |
* | "The server does not know this." |
*
* @param {Api_Error_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_error_not_found = /** @type {((inputs?: Api_Error_Not_FoundInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_Error_Not_FoundInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_error_not_found", en_api_error_not_found));
