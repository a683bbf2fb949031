/* eslint-disable */
import { message } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Api_What_Client_ListInputs */

const en_api_what_client_list = /** @type {(inputs: Api_What_Client_ListInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`the client list`)
};

/**
* | output |
* | --- |
* | "the client list" |
*
* @param {Api_What_Client_ListInputs} inputs
* @param {{ locale?: "en" | "es" }} options
* @returns {LocalizedString}
*/
export const api_what_client_list = /** @type {((inputs?: Api_What_Client_ListInputs, options?: { locale?: "en" | "es" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Api_What_Client_ListInputs, { locale?: "en" | "es" }, {}>} */ (/* @__PURE__ */ message("api_what_client_list", en_api_what_client_list));
